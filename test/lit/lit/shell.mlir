// What RUN lines can do: lit's shell subset. `%t` is a temporary path
// for this test, `%s` this file, `%S` its folder.

// Redirections: > writes, >> appends, < reads, 2>&1 joins stderr to stdout.
// RUN: echo first > %t
// RUN: echo second >> %t
// RUN: FileCheck %s --check-prefix=FILE < %t
// FILE:      first
// FILE-NEXT: second

// && runs the next command only after a success, || only after a failure;
// `not` inverts a command's status; `count N` checks the number of lines.
// RUN: true && echo ran | FileCheck %s --check-prefix=AND
// RUN: false || echo recovered | FileCheck %s --check-prefix=OR
// RUN: not false
// RUN: cat %t | count 2
// AND: ran
// OR: recovered

// A long command continues over several RUN lines with a trailing `\`.
// RUN: echo one two \
// RUN:   three | FileCheck %s --check-prefix=JOINED
// JOINED: one two three

// stderr can be checked like stdout.
// RUN: not mlir-opt %s 2>&1 | FileCheck %s --check-prefix=STDERR
// STDERR: error: operation being parsed with an unregistered dialect
"my.op"() : () -> ()
