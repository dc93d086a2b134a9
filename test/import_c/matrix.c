/* Floating point, loops, arrays, switch, globals. */
#include <stdio.h>
#include <math.h>

#define N 6
static double a[N][N], b[N][N], c[N][N];
int counts[4];

static const char *kind(int x) {
  switch (x % 4) {
  case 0: return "zero";
  case 1: return "one";
  case 2: return "two";
  default: return "three";
  }
}

int main(void) {
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      a[i][j] = i + j * 0.5;
      b[i][j] = (i == j) ? 2.0 : 0.25;
    }
  for (int i = 0; i < N; i++)
    for (int j = 0; j < N; j++) {
      double s = 0;
      for (int k = 0; k < N; k++) s += a[i][k] * b[k][j];
      c[i][j] = s;
    }
  double tr = 0;
  for (int i = 0; i < N; i++) tr += c[i][i];
  printf("trace %.4f sqrt %.4f\n", tr, sqrt(tr));
  for (int i = 0; i < 20; i++) counts[i % 4] += i;
  for (int i = 0; i < 4; i++) printf("%s %d\n", kind(i), counts[i]);
  long long big = 1;
  for (int i = 0; i < 40; i++) big = big * 3 % 1000000007LL;
  printf("big %lld\n", big);
  return 0;
}
