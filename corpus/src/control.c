/* Unstructured control flow: goto, labelled breaks via goto, do/while,
 * continue, early returns, short-circuit logic, ternaries, a state machine. */
#include <stdio.h>

int find2d(int m[4][4], int target, int *ri, int *ci) {
  for (int i = 0; i < 4; i++)
    for (int j = 0; j < 4; j++)
      if (m[i][j] == target) { *ri = i; *ci = j; goto found; }
  return 0;
found:
  return 1;
}

int collatz(long n) {
  int steps = 0;
  do {
    n = (n & 1) ? 3 * n + 1 : n / 2;
    steps++;
  } while (n != 1);
  return steps;
}

int sum_odd_skip(int n) {
  int s = 0;
  for (int i = 0; i < n; i++) {
    if (i % 2 == 0) continue;
    if (i > 15) break;
    s += i;
  }
  return s;
}

/* a tiny state machine counting numbers in a string */
int count_numbers(const char *s) {
  int n = 0;
out:
  if (!*s) return n;
  if (*s >= '0' && *s <= '9') { n++; s++; goto in; }
  s++;
  goto out;
in:
  if (!*s) return n;
  if (*s >= '0' && *s <= '9') { s++; goto in; }
  s++;
  goto out;
}

int main(void) {
  int m[4][4];
  for (int i = 0; i < 16; i++) m[i / 4][i % 4] = i * 7 % 16;
  int r = -1, c = -1;
  int ok = find2d(m, 5, &r, &c);
  printf("find=%d (%d,%d)\n", ok, r, c);
  printf("collatz=%d\n", collatz(27));
  printf("skip=%d\n", sum_odd_skip(100));
  printf("numbers=%d\n", count_numbers("a1 22 b333c 4"));
  int x = 5, y = 0;
  printf("logic=%d %d\n", (y != 0 && x / y > 1) || x > 3, x > 3 ? y ? 1 : 2 : 3);
  return 0;
}
