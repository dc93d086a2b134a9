// FileCheck's positional directives against Inputs/listing.txt:
// CHECK (in order, anywhere later), CHECK-NEXT (the very next line),
// CHECK-SAME (the same line) and CHECK-EMPTY (the next line is empty).

// RUN: FileCheck %s --check-prefix=ORDER --input-file %S/Inputs/listing.txt
// ORDER:      define @main
// ORDER-NEXT:   %1 = load %ptr
// ORDER:        ret %2
// ORDER:      define @helper

// Matches need not start a line, and runs of spaces in the pattern match
// any run of spaces or tabs in the input.
// RUN: FileCheck %s --check-prefix=PARTS --input-file %S/Inputs/listing.txt
// PARTS:      @main(
// PARTS-SAME:   %ptr) {
// PARTS-NEXT: load
// PARTS:      %2,       %ptr

// CHECK-EMPTY matches an empty next line.
// RUN: FileCheck %s --check-prefix=EMPTY --input-file %S/Inputs/listing.txt
// EMPTY:      {{^}}}
// EMPTY-EMPTY:
// EMPTY-NEXT: define @helper

// Out of order: the second directive is searched for after the first match.
// RUN: not FileCheck %s --check-prefix=REVERSED --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=REVERSED-MSG
// REVERSED: define @helper
// REVERSED: define @main
// REVERSED-MSG: order.mlir:[[#@LINE-1]]:14: error: {{R}}EVERSED: expected string not found in input
// REVERSED-MSG: listing.txt:8:15: note: scanning from here

// RUN: not FileCheck %S/Inputs/next-wrong-line.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEXT-MSG
// NEXT-MSG:      next-wrong-line.check:2:13: error: CHECK-NEXT: is not on the line after the previous match
// NEXT-MSG:      listing.txt:4:2: note: 'next' match was here
// NEXT-MSG:      listing.txt:2:16: note: previous match ended here
// NEXT-MSG:      listing.txt:3:1: note: non-matching line after previous match is here
// NEXT-MSG-NEXT:   %2 = add %1, 42

// RUN: not FileCheck %S/Inputs/same-wrong-line.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=SAME-MSG
// SAME-MSG: same-wrong-line.check:2:13: error: CHECK-SAME: is not on the same line as the previous match

// RUN: not FileCheck %S/Inputs/empty-missing.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EMPTY-MSG
// EMPTY-MSG: empty-missing.check:2:13: error: CHECK-EMPTY: is not on the line after the previous match
