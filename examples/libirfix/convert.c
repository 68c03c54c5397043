/* convert IN TARGET OUT: irfix_convert from C (link with -lirfix).
 *   cc -I cmd/libirfix -o convert examples/libirfix/convert.c -L. -lirfix
 *   LD_LIBRARY_PATH=. ./convert numba_cos.opaque16.bc 16-typed numba_cos.jl.bc */
#include <stdio.h>
#include <stdlib.h>

#include "irfix.h"

int main(int argc, char **argv) {
	if (argc != 4) {
		fprintf(stderr, "usage: convert IN TARGET OUT\n");
		return 2;
	}
	FILE *f = fopen(argv[1], "rb");
	if (!f) {
		perror(argv[1]);
		return 1;
	}
	fseek(f, 0, SEEK_END);
	size_t n = (size_t)ftell(f);
	rewind(f);
	uint8_t *in = malloc(n);
	if (!in || fread(in, 1, n, f) != n) {
		perror(argv[1]);
		return 1;
	}
	fclose(f);

	uint8_t *out;
	size_t out_n;
	char *err;
	int rc = irfix_convert(in, n, argv[2], &out, &out_n, &err);
	free(in);
	if (rc != 0) {
		fprintf(stderr, "irfix: error: %s\n", err); /* "<class>: <message>" */
		irfix_free(err);
		return rc; /* 1 bad input, 2 usage, 3 not expressible */
	}
	f = fopen(argv[3], "wb");
	if (!f || fwrite(out, 1, out_n, f) != out_n || fclose(f) != 0) {
		perror(argv[3]);
		irfix_free(out);
		return 1;
	}
	irfix_free(out);
	return 0;
}
