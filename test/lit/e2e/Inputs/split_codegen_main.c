#include <stdio.h>

int run_all(int x);
int get_counter(void);
const char *greeting(void);

/* The module's internal `helper` and `counter` have these names too: the
   joined object must keep its own local, or the link fails. */
static int helper(int x) { return x + 1000; }
int counter = 7;

int main(void) {
  int sum = run_all(3);
  printf("%s %d %d %d\n", greeting(), sum, get_counter(), helper(counter));
  return 0;
}
