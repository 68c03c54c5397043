/* switch statements: dense (jump table), sparse, fallthrough, on chars. */
#include <stdio.h>

int dense(int x) {
  switch (x) {
  case 0: return 10;
  case 1: return 11;
  case 2: return 13;
  case 3: return 17;
  case 4: return 19;
  case 5: return 23;
  case 6: return 29;
  default: return -1;
  }
}

int sparse(long x) {
  switch (x) {
  case -1000: return 1;
  case 7: return 2;
  case 1 << 20: return 3;
  case 123456789: return 4;
  default: return 0;
  }
}

int fall(int x) {
  int r = 0;
  switch (x) {
  case 3: r += 100; /* fallthrough */
  case 2: r += 10;  /* fallthrough */
  case 1: r += 1; break;
  default: r = -x;
  }
  return r;
}

const char *kind(char c) {
  switch (c) {
  case 'a': case 'e': case 'i': case 'o': case 'u': return "vowel";
  case '0' ... '9': return "digit";
  case ' ': return "space";
  default: return "other";
  }
}

int main(void) {
  int s = 0;
  for (int i = -1; i < 9; i++) s = s * 3 + dense(i);
  printf("dense=%d\n", s);
  printf("sparse=%d%d%d%d%d\n", sparse(-1000), sparse(7), sparse(1 << 20), sparse(123456789), sparse(5));
  printf("fall=%d %d %d %d\n", fall(1), fall(2), fall(3), fall(9));
  const char *str = "hi 42 you";
  for (const char *p = str; *p; p++) printf("%c:%s ", *p, kind(*p));
  printf("\n");
  return 0;
}
