// CHECK-NOT: the text between the surrounding matches must not contain
// the pattern. CHECK-DAG: a group of consecutive -DAG directives matches
// in any order, without overlapping; a -NOT between two -DAG groups keeps
// the groups in order.

// RUN: FileCheck %s --check-prefix=NOT --input-file %S/Inputs/listing.txt
// NOT:     define @main
// NOT-NOT: mul
// NOT:     ret %2
// NOT-NOT: load
// NOT:     define @helper

// The DAG group matches however the lines are ordered in the input.
// RUN: FileCheck %s --check-prefix=DAG --input-file %S/Inputs/listing.txt
// DAG:     define @main
// DAG-DAG: store %2, %ptr
// DAG-DAG: %1 = load %ptr
// DAG-DAG: %2 = add %1, 42
// DAG:     ret %2

// Two identical DAG patterns need two occurrences: matches never overlap.
// RUN: FileCheck %s --check-prefix=TWICE --input-file %S/Inputs/listing.txt
// TWICE-DAG: ret %
// TWICE-DAG: ret %
// RUN: not FileCheck %s --check-prefix=THRICE --input-file %S/Inputs/listing.txt
// THRICE-DAG: ret %
// THRICE-DAG: ret %
// THRICE-DAG: ret %

// A trailing -NOT checks up to the end of the input.
// RUN: FileCheck %s --check-prefix=TAIL --input-file %S/Inputs/listing.txt
// TAIL:     define @helper
// TAIL-NOT: load

// RUN: not FileCheck %S/Inputs/not-found.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NOT-MSG
// NOT-MSG:      not-found.check:2:12: error: CHECK-NOT: excluded string found in input
// NOT-MSG:      listing.txt:4:2: note: found here
// NOT-MSG-NEXT:  store %2, %ptr
// NOT-MSG-NEXT: {{^}} ^~~~~{{$}}

// The -NOT splits the DAGs into two ordered groups: "ret %2" (line 5) must
// come before "%1 = load" (line 2), which it does not.
// RUN: not FileCheck %S/Inputs/dag-crossing.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=DAG-MSG
// DAG-MSG: dag-crossing.check:3:12: error: CHECK-DAG: expected string not found in input

// --implicit-check-not adds a -NOT between every pair of positive matches,
// and before the first and after the last.
// RUN: FileCheck %s --check-prefix=IMPLICIT --input-file %S/Inputs/listing.txt --implicit-check-not=store
// IMPLICIT: define @main
// IMPLICIT: add
// IMPLICIT: store
// IMPLICIT: define @helper
// RUN: not FileCheck %s --check-prefix=IMPLICIT-BAD --input-file %S/Inputs/listing.txt \
// RUN:   --implicit-check-not=store 2>&1 | FileCheck %s --check-prefix=IMPLICIT-MSG
// IMPLICIT-BAD: define @main
// IMPLICIT-BAD: define @helper
// IMPLICIT-MSG: command line:1:22: error: IMPLICIT-CHECK-NOT: excluded string found in input
// IMPLICIT-MSG-NEXT: -implicit-check-not='store'
