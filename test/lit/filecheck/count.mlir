// CHECK-COUNT-n: the pattern n times in a row (each after the last);
// a following -NOT makes "exactly n".

// RUN: FileCheck %s --check-prefix=TWO --input-file %S/Inputs/listing.txt
// TWO-COUNT-2: define @{{[a-z]+}}
// TWO-NOT:     define

// RUN: not FileCheck %s --check-prefix=THREE --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=THREE-MSG
// THREE-COUNT-3: define @{{[a-z]+}}
// THREE-MSG: error: {{T}}HREE-COUNT: expected string not found in input (3 out of 3)

// RUN: FileCheck %s --check-prefix=RETS --input-file %S/Inputs/listing.txt
// RETS-COUNT-2: ret %{{[0-9]}}
