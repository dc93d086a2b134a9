/* Calls grow_and_sum of ../scf-realloc.mlir (index lowered to int64_t)
 * for sizes that grow and that shrink the buffer. */
#include <stdint.h>
#include <stdio.h>

int64_t grow_and_sum(int64_t n);

int main(void) {
  const int64_t sizes[] = {10, 7, 1, 2};
  for (int i = 0; i < 4; ++i)
    printf("grow_and_sum(%lld) = %lld\n", (long long)sizes[i], (long long)grow_and_sum(sizes[i]));
  return 0;
}
