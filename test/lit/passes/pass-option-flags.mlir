// A pass flag's options as mlir-opt-19 reads them (MLIR's parseNextArg): the
// value after `=` is the option text; braces there are not stripped, so
// `{index-bitwidth=32}` names an option `{index-bitwidth`; a key ends at a
// space or `=`; `index-bitwidth` is unsigned (`<uint>`), read with LLVM's
// radix prefixes. A flag's error has no "failed to add" line (a pipeline
// element's has). Expected text is mlir-opt-19's.
// RUN: not mlir-opt %s '--convert-arith-to-llvm={index-bitwidth=32}' 2>&1 | FileCheck %s --check-prefix=BRACED
// RUN: not mlir-opt %s '--convert-arith-to-llvm={ index-bitwidth=32}' 2>&1 | FileCheck %s --check-prefix=SPACE
// RUN: not mlir-opt %s '--convert-arith-to-llvm=index-bitwidth=32}' 2>&1 | FileCheck %s --check-prefix=TRAIL
// RUN: not mlir-opt %s --convert-func-to-llvm=index-bitwidth=-1 2>&1 | FileCheck %s --check-prefix=NEG
// RUN: not mlir-opt %s -p 'builtin.module(convert-arith-to-llvm{index-bitwidth=x})' 2>&1 | FileCheck %s --check-prefix=PIPE
// RUN: mlir-opt %s --convert-arith-to-llvm=index-bitwidth=0x20 | FileCheck %s --check-prefix=HEX
// RUN: mlir-opt %s '--convert-arith-to-llvm= index-bitwidth=32 ' | FileCheck %s --check-prefix=HEX

// BRACED: <unknown>:0: error: <Pass-Options-Parser>: no such option {index-bitwidth{{$}}
// BRACED-EMPTY:
// BRACED-NOT: failed to add
// SPACE: <unknown>:0: error: <Pass-Options-Parser>: no such option {{[{]$}}
// TRAIL: : for the --index-bitwidth option: '32}' value invalid for uint argument!
// TRAIL-NEXT: <unknown>:0: error: {{$}}
// TRAIL-NOT: failed to add
// NEG: : for the --index-bitwidth option: '-1' value invalid for uint argument!
// PIPE: : for the --index-bitwidth option: 'x' value invalid for uint argument!
// PIPE-NEXT: <unknown>:0: error: {{$}}
// PIPE-NEXT: failed to add `convert-arith-to-llvm` with options `index-bitwidth=x`
// HEX: %0 = builtin.unrealized_conversion_cast %arg0 : index to i32
// HEX-NEXT: %1 = llvm.add %0, %0 : i32

func.func @f(%a: index) -> index {
  %0 = arith.addi %a, %a : index
  return %0 : index
}
