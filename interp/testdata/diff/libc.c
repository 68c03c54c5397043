/* The C library surface: printf flags and conversions, string and memory
 * functions, heap, qsort/bsearch, strtol/strtod, ctype, rand. */
#include <ctype.h>
#include <stdarg.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int cmp_desc(const void *a, const void *b) { return *(const int *)b - *(const int *)a; }

struct rec { int key; char tag; };
static int cmp_key(const void *a, const void *b) {
  return ((const struct rec *)a)->key - ((const struct rec *)b)->key;
}

static int say(char *buf, size_t n, const char *fmt, ...) {
  va_list ap;
  va_start(ap, fmt);
  int r = vsnprintf(buf, n, fmt, ap);
  va_end(ap);
  return r;
}

int main(void) {
  printf("[%5d|%-5d|%05d|%+d|% d|%x|%#x|%#o|%o|%X|%#X]\n", 42, 42, 42, 42, 42, 255, 255, 8, 8, 0xabc, 0xabc);
  printf("[%c|%5c|%-3c|%s|%.3s|%8s|%-8s|%.0s|%%]\n", 'A', 'b', 'c', "hello", "hello", "hi", "hi", "gone");
  printf("[%hhd|%hhu|%hd|%hu|%ld|%lu|%lld|%llx|%zu|%zd|%jd]\n", 300, 300, 70000, 70000, -1L, -1L, -1LL, -1LL, (size_t)12, (ssize_t)-3, (long long)-9);
  printf("[%*d|%-*d|%.*f|%*.*e|%.5d|%.0d|%8.3d|%-+6d]\n", 6, 7, 6, 7, 2, 3.14159, 12, 3, 2.5e-7, 42, 0, -5, 9);
  printf("[%p|%s|%5.1s]\n", (void *)0, (char *)0, "xyz");
  char buf[64];
  int k = snprintf(buf, sizeof buf, "%d-%s-%.2f", 12, "ab", 2.345);
  printf("snprintf=%d '%s'\n", k, buf);
  k = snprintf(buf, 5, "%s", "truncated");
  printf("trunc=%d '%s'\n", k, buf);
  k = say(buf, sizeof buf, "%d+%d=%d %s %c", 2, 3, 5, "va", 'z');
  printf("vsnprintf=%d '%s'\n", k, buf);
  sprintf(buf, "%08.3f|%-8x|", -3.14159, 0xbeef);
  puts(buf);

  char s[64] = "hello";
  strcat(s, ", world");
  printf("%zu %s %s %s\n", strlen(s), strchr(s, 'o'), strrchr(s, 'o'), strstr(s, "wor"));
  printf("cmp %d %d %d %d\n", strcmp("abc", "abd") < 0, strcmp("b", "a") > 0, strncmp("abcX", "abcY", 3), memcmp("ab", "ab", 2));
  char d[32];
  strcpy(d, "0123456789");
  memmove(d + 2, d, 6);
  printf("memmove %s\n", d);
  memset(d, '#', 4);
  strncpy(d + 4, "xy", 3);
  printf("memset %s %zu %zu\n", d, strspn("aabbc", "ab"), strcspn("hello", "lo"));
  char tok[] = "a,b;;c d";
  for (char *t = strtok(tok, ",; "); t; t = strtok(NULL, ",; ")) printf("<%s>", t);
  printf("\n");

  int *a = malloc(10 * sizeof *a);
  for (int i = 0; i < 10; i++) a[i] = (i * 7) % 10;
  a = realloc(a, 20 * sizeof *a);
  for (int i = 10; i < 20; i++) a[i] = i;
  qsort(a, 20, sizeof *a, cmp_desc);
  for (int i = 0; i < 20; i++) printf("%d ", a[i]);
  int key = 12;
  int *hit = bsearch(&key, a, 20, sizeof *a, cmp_desc);
  printf("| found %ld\n", hit ? (long)(hit - a) : -1L);
  free(a);
  struct rec rs[] = {{3, 'a'}, {1, 'b'}, {3, 'c'}, {2, 'd'}, {1, 'e'}, {3, 'f'}};
  qsort(rs, 6, sizeof rs[0], cmp_key);
  for (int i = 0; i < 6; i++) printf("%d%c ", rs[i].key, rs[i].tag);
  printf("\n");
  double *z = calloc(4, sizeof *z);
  printf("calloc %g %g\n", z[0], z[3]);
  free(z);

  char *end;
  printf("strtol %ld %ld %ld %lu %d %ld\n", strtol("  -0x1f", &end, 0), strtol("0777", NULL, 0), strtol("z9", NULL, 36),
         strtoul("18446744073709551615", NULL, 10), atoi("  123abc"), atol("-99999999999"));
  printf("strtol2 %ld '%s' %lld\n", strtol("12abc", &end, 10), end, strtoll("9223372036854775808", NULL, 10));
  { double q = strtod("1e-3x", &end); printf("strtod %g %g %g %a '%s'\n", q, atof("  -2.5"), strtod("inf", NULL), strtod("0x1.8p3", NULL), end); }
  for (int c = -1; c < 130; c += 3)
    printf("%d%d%d%d%d%d%d%d%c", !!isalpha(c), !!isdigit(c), !!isspace(c), !!isupper(c), !!ispunct(c), !!isxdigit(c), !!isprint(c),
           !!iscntrl(c), c >= 0 && c < 128 ? (char)toupper(c) == (char)c : '.');
  printf("\n%c%c%c%c\n", toupper('q'), tolower('Q'), toupper('#'), tolower(200));
  srand(42);
  for (int i = 0; i < 5; i++) printf("%d ", rand());
  srand(1);
  printf("| %d %d\n", rand(), rand());
  return 0;
}
