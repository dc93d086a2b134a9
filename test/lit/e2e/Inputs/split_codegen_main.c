#include <stdio.h>

int run_all(int x);
int get_counter(void);
const char *greeting(void);
int through_table(int i, int x);
int extras(void);

/* The module's internal `helper` and `counter` have these names too: the
   joined object must keep its own local, or the link fails. */
static int helper(int x) { return x + 1000; }
int counter = 7;

int main(void) {
  int sum = run_all(3);
  printf("%s %d %d %d\n", greeting(), sum, get_counter(), helper(counter));
  int t0 = through_table(0, 5), t1 = through_table(1, 5);
  printf("table %d %d extras %d\n", t0, t1, extras());
  return 0;
}
