/* Heap, linked structures, unions, bit manipulation, globals with pointers. */
#include <stdio.h>
#include <stdlib.h>
#include <stdint.h>

struct node { int v; struct node *next; };
union bits { float f; uint32_t u; };
static const char *names[] = {"alpha", "beta", "gamma"};
static int table[8] = {1, 1, 2, 3, 5, 8, 13, 21};

int main(void) {
  struct node *head = NULL;
  for (int i = 0; i < 10; i++) {
    struct node *n = malloc(sizeof *n);
    n->v = i * i; n->next = head; head = n;
  }
  int total = 0;
  while (head) { struct node *n = head; total += n->v; head = n->next; free(n); }
  printf("total %d\n", total);
  union bits b; b.f = 1.5f;
  printf("bits %08x popcount %d clz %d\n", b.u, __builtin_popcount(b.u), __builtin_clz(b.u));
  for (int i = 0; i < 3; i++) printf("%s %d\n", names[i], table[i + 4]);
  uint64_t x = 0x123456789abcdefULL;
  x = (x >> 7) | (x << 57);
  printf("rot %llx\n", (unsigned long long)x);
  return 0;
}
