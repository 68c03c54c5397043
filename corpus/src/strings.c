/* String handling: char loops, libc string functions, in-place edits. */
#include <ctype.h>
#include <stdio.h>
#include <string.h>

static size_t my_strlen(const char *s) {
  const char *p = s;
  while (*p) p++;
  return (size_t)(p - s);
}

void reverse_in_place(char *s) {
  size_t n = strlen(s);
  for (size_t i = 0; i < n / 2; i++) {
    char t = s[i];
    s[i] = s[n - 1 - i];
    s[n - 1 - i] = t;
  }
}

unsigned hash(const char *s) {
  unsigned h = 2166136261u;
  while (*s) h = (h ^ (unsigned char)*s++) * 16777619u;
  return h;
}

int words(const char *s) {
  int n = 0, in = 0;
  for (; *s; s++) {
    if (isspace((unsigned char)*s)) in = 0;
    else if (!in) { in = 1; n++; }
  }
  return n;
}

int main(void) {
  char buf[64];
  strcpy(buf, "Hello, irfix corpus");
  strcat(buf, "!");
  printf("len=%zu/%zu\n", my_strlen(buf), strlen(buf));
  reverse_in_place(buf);
  printf("rev=%s\n", buf);
  printf("hash=%08x words=%d\n", hash("irfix"), words("  one two  three "));
  printf("cmp=%d chr=%s\n", strcmp("abc", "abd") < 0, strchr("find:me", ':'));
  char up[16];
  const char *src = "mixed Case";
  size_t i = 0;
  for (; src[i] && i < sizeof up - 1; i++) up[i] = (char)toupper((unsigned char)src[i]);
  up[i] = 0;
  printf("up=%s\n", up);
  return 0;
}
