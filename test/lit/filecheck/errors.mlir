// Mistakes in the check file or on the command line are reported before
// any input is read (FileCheck then exits with status 2, where a mismatch
// gives 1).

// RUN: not FileCheck %S/Inputs/empty-pattern.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EMPTY
// EMPTY: empty-pattern.check:1:7: error: found empty check string with prefix 'CHECK:'

// RUN: not FileCheck %S/Inputs/next-first.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NEXT-FIRST
// NEXT-FIRST: next-first.check:1:1: error: found 'CHECK-NEXT' without previous 'CHECK: line

// RUN: not FileCheck %S/Inputs/not-combo.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=COMBO
// COMBO: not-combo.check:1:7: error: unsupported -NOT combo on prefix 'CHECK'

// RUN: not FileCheck %S/Inputs/misspelled.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=MISSPELLED
// MISSPELLED: misspelled.check:1:1: error: misspelled directive 'CHECK_NEXT:'

// RUN: not FileCheck %S/Inputs/label-var.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=LABEL-VAR
// LABEL-VAR: label-var.check:1:1: error: found 'CHECK-LABEL:' with variable definition or use

// RUN: not FileCheck %S/Inputs/bad-expr.check --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=BAD-EXPR
// BAD-EXPR: bad-expr.check:1:13: error: missing operand in expression

// A prefix that never occurs is an error, so a typo cannot silently check
// nothing (--allow-unused-prefixes relaxes this for extra prefixes).
// RUN: not FileCheck %S/Inputs/foo.check --check-prefix=FOO --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNUSED
// UNUSED: error: no check strings found with prefix 'FOO:'
// RUN: echo foo | FileCheck %S/Inputs/foo.check --check-prefixes=CHECK,FOO --allow-unused-prefixes

// RUN: not FileCheck %S/Inputs/foo.check --check-prefix=9-bad! --input-file %S/Inputs/listing.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=PREFIX
// PREFIX: error: supplied check prefix must start with a letter and contain only alphanumeric characters, hyphens, and underscores: '9-bad!'

// Empty input is rejected unless --allow-empty.
// RUN: not FileCheck %S/Inputs/foo.check --input-file %S/Inputs/empty.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=EMPTY-INPUT
// EMPTY-INPUT: error: '{{.*}}empty.txt' is empty.
// RUN: not FileCheck %S/Inputs/foo.check --input-file %S/Inputs/empty.txt --allow-empty 2>&1 \
// RUN:   | FileCheck %s --check-prefix=ALLOWED
// ALLOWED: foo.check:1:8: error: CHECK: expected string not found in input

// COM and RUN lines are comments for FileCheck: a directive after "COM:"
// is ignored.
// RUN: FileCheck %s --check-prefix=REAL --input-file %S/Inputs/listing.txt
// COM: REAL: this would not match
// REAL: define @main
