/* A program for the import checks: structs, recursion, varargs, a switch,
   qsort through a function pointer, inlining at -O2 (call-site locations),
   floats and 64-bit integers. */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <stdarg.h>
struct node { int key; double w; struct node *l, *r; char name[8]; };
typedef int (*cmp_fn)(const void *, const void *);
static int counter;
static inline int cmp_int(const void *a, const void *b) { return *(const int *)a - *(const int *)b; }
static struct node *insert(struct node *t, int k) {
  if (!t) { t = calloc(1, sizeof *t); t->key = k; t->w = k * 0.5; snprintf(t->name, 8, "n%d", k); counter++; return t; }
  if (k < t->key) t->l = insert(t->l, k); else t->r = insert(t->r, k);
  return t;
}
static double total(struct node *t) { return t ? t->w + total(t->l) + total(t->r) : 0.0; }
static int sumv(int n, ...) { va_list ap; va_start(ap, n); int s = 0; for (int i = 0; i < n; i++) s += va_arg(ap, int); va_end(ap); return s; }
int classify(int x) { switch (x % 5) { case 0: return 10; case 1: return 20; case 3: return x; default: return -1; } }
int main(int argc, char **argv) {
  int a[16]; for (int i = 0; i < 16; i++) a[i] = (i * 7919) % 31;
  cmp_fn f = cmp_int; qsort(a, 16, sizeof a[0], f);
  struct node *t = 0; for (int i = 0; i < 16; i++) t = insert(t, a[i]);
  long long big = 1; for (int i = 0; i < 20; i++) big *= 3;
  printf("%d %g %d %d %lld %s\n", counter, total(t), sumv(3, 1, 2, 3), classify(argc + 7), big, t->name);
  float fl = 1.5f; unsigned u = 0xffffffffu; u >>= 3; fl = fl * u;
  printf("%f %u %zu\n", fl, u, strlen(argv[0]) > 0 ? (size_t)1 : 0);
  return 0;
}
