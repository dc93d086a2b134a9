// Variables: [[NAME:regex]] captures, [[NAME]] substitutes the captured
// text; [[#NAME:]] captures a number and [[#NAME+1]] checks arithmetic;
// -D defines variables on the command line; @LINE is the check's line.

// The SSA value defined by the alloca is the one stored to and loaded from.
// RUN: FileCheck %s --check-prefix=SSA --input-file %S/Inputs/values.txt
// SSA:      %[[SIZE:[0-9]+]] = llvm.mlir.constant
// SSA:      %[[PTR:[0-9]+]] = llvm.alloca %[[SIZE]] x i32
// SSA-NEXT: llvm.store %arg0, %[[PTR]] : i32, !llvm.ptr
// SSA-NEXT: llvm.load %[[PTR]] : !llvm.ptr -> i32

// A variable can be used on the line that defines it.
// RUN: FileCheck %s --check-prefix=SAME-LINE --input-file %S/Inputs/values.txt
// SAME-LINE: llvm.alloca %[[V:[0-9]]] x i32 : (i64) -> !llvm.ptr

// Numbers in hex with a minimum width, and expressions over them. An
// expression cannot use a variable defined by the same directive, hence
// the -SAME lines.
// RUN: FileCheck %s --check-prefix=NUM --input-file %S/Inputs/values.txt
// NUM:      llvm.mlir.constant([[#SIZE:]] : i64)
// NUM:      Offsets: 0x[[#%.4x,OFF:]]
// NUM-SAME: then 0x[[#%.4x,OFF+8]]
// NUM:      Registers: r[[#REG:]],
// NUM-SAME: r[[#REG+1]]

// An expression that does not hold is a mismatch, and FileCheck says which
// value it looked for.
// RUN: not FileCheck %s --check-prefix=NUM-BAD --input-file %S/Inputs/values.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=NUM-BAD-MSG
// NUM-BAD:      Registers: r[[#REG:]],
// NUM-BAD-SAME: r[[#REG+2]]
// NUM-BAD-MSG: error: {{N}}UM-BAD-SAME: expected string not found in input
// NUM-BAD-MSG: note: with "REG+2" equal to "9"

// -D defines string (-DNAME=value) and numeric (-D#NAME=value) variables.
// RUN: FileCheck %s --check-prefix=DEF --input-file %S/Inputs/values.txt -DTYPE=i32 -D#SIZE=16
// DEF: llvm.mlir.constant([[#SIZE]] : i64)
// DEF: llvm.alloca %0 x [[TYPE]]

// @LINE is the directive's own line number in the check file (lit's
// %(line+1) is the number of the line after the RUN line).
// RUN: echo "at line %(line+1)" | FileCheck %s --check-prefix=LINE
// LINE: at line [[#@LINE]]

// Using a variable that was never defined is an error.
// RUN: not FileCheck %s --check-prefix=UNDEF --input-file %S/Inputs/values.txt 2>&1 \
// RUN:   | FileCheck %s --check-prefix=UNDEF-MSG
// UNDEF: llvm.store [[NOPE]]
// UNDEF-MSG: variables.mlir:[[#@LINE-1]]:24: error: undefined variable: NOPE
