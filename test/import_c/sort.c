/* Sorting, recursion, function pointers, structs, strings, varargs. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>

struct item { int key; const char *name; double weight; };

static int cmp(const void *a, const void *b) {
  const struct item *x = a, *y = b;
  return (x->key > y->key) - (x->key < y->key);
}

static long fib(int n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }

static int sum(int n, ...) {
  va_list ap; va_start(ap, n);
  int s = 0;
  for (int i = 0; i < n; i++) s += va_arg(ap, int);
  va_end(ap);
  return s;
}

int main(void) {
  struct item items[] = {{5, "five", 0.5}, {1, "one", 1.25}, {3, "three", 3.0}, {2, "two", -2.0}};
  qsort(items, 4, sizeof items[0], cmp);
  for (int i = 0; i < 4; i++) printf("%d %s %.2f\n", items[i].key, items[i].name, items[i].weight);
  char buf[64];
  strcpy(buf, "hello");
  strcat(buf, ", world");
  printf("%s %zu\n", buf, strlen(buf));
  printf("fib %ld\n", fib(20));
  printf("sum %d\n", sum(4, 1, 2, 3, 4));
  unsigned h = 2166136261u;
  for (const char *p = buf; *p; p++) h = (h ^ (unsigned char)*p) * 16777619u;
  printf("hash %u\n", h);
  return 0;
}
