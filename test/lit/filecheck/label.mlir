// CHECK-LABEL cuts the input into blocks before anything else is matched;
// the other directives cannot match across a label. A failure stays in its
// block: FileCheck goes on with the next one and reports every failure.

// RUN: FileCheck %s --check-prefix=LABEL --input-file %S/Inputs/labels.txt
// LABEL-LABEL: func @first
// LABEL:       call @compute
// LABEL-LABEL: func @second
// LABEL:       ret %y
// LABEL-LABEL: func @third
// LABEL:       load

// Without labels, "call @compute" would be found in @first; here it must
// be in @second's block, and "load %q" is missing from @third's: two errors.
// RUN: not FileCheck %S/Inputs/label-block.check --input-file %S/Inputs/labels.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BLOCK-MSG
// Columns count in the canonical text, where runs of spaces are one space.
// BLOCK-MSG: label-block.check:4:8: error: CHECK: expected string not found in input
// BLOCK-MSG: label-block.check:6:8: error: CHECK: expected string not found in input

// Variables live across labels, unless --enable-var-scope clears the ones
// whose names do not start with '$'.
// RUN: FileCheck %s --check-prefix=SCOPE --input-file %S/Inputs/labels.txt
// RUN: not FileCheck %s --check-prefix=SCOPE --input-file %S/Inputs/labels.txt --enable-var-scope
// RUN: FileCheck %s --check-prefix=GLOBAL --input-file %S/Inputs/labels.txt --enable-var-scope
// SCOPE-LABEL: func @first
// SCOPE:       ret [[VAL:%[a-z]]]
// SCOPE-LABEL: func @second
// SCOPE-NOT:   ret [[VAL]]
// GLOBAL-LABEL: func @first
// GLOBAL:       ret [[$VAL:%[a-z]]]
// GLOBAL-LABEL: func @second
// GLOBAL-NOT:   ret [[$VAL]]
