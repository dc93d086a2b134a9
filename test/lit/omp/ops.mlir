// The OpenMP ops the LLVM dialect's tests use print as mlir-opt-19 prints
// them: wsloop clauses in declaration order whatever order they were
// written in (a lone `simd` schedule modifier reads as `none, simd`), loop
// nests with their bounds, `#omp<...>` attributes in the generic form, and
// no attribute dictionary on `omp.loop_nest` (MLIR's printer has none).
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | FileCheck %s --check-prefix=GENERIC
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: llvm.func @loops(
// CHECK-NEXT:    omp.wsloop {
// CHECK-NEXT:      omp.loop_nest (%arg5, %arg6) : i64 = (%arg0, %arg0) to (%arg1, %arg1) inclusive step (%arg2, %arg2) {
// CHECK-NEXT:        omp.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      omp.terminator
// CHECK-NEXT:    } {bar = 1 : i64}
// CHECK-NEXT:    omp.wsloop linear(%arg4 = %arg3 : !llvm.ptr) schedule(dynamic = %arg3 : i32, none, simd) nowait ordered(1) order(reproducible:concurrent) {
// CHECK-NEXT:      omp.loop_nest (%arg5) : i64 = (%arg0) to (%arg1) step (%arg2) {
// CHECK-NEXT:        omp.yield(%arg5 : i64) {foo}
// CHECK-NEXT:      }
// CHECK-NEXT:      omp.terminator {baz}
// CHECK-NEXT:    }

// GENERIC: "omp.wsloop"() <{operandSegmentSizes = array<i32: 0, 0, 0, 0>}> ({
// GENERIC: "omp.loop_nest"(%{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}) <{inclusive}> ({
// GENERIC: "omp.yield"() : () -> ()
// GENERIC: }) {foo} : (i64, i64, i64, i64, i64, i64) -> ()
// GENERIC: "omp.terminator"() : () -> ()
// GENERIC: }) {bar = 1 : i64} : () -> ()
// GENERIC: "omp.wsloop"(%{{.*}}, %{{.*}}, %{{.*}}) <{nowait, operandSegmentSizes = array<i32: 1, 1, 0, 1>, order_mod = #omp<order_mod reproducible>, order_val = #omp<orderkind concurrent>, ordered_val = 1 : i64, schedule_modifier = #omp<sched_mod none>, schedule_val = #omp<schedulekind dynamic>, simd_modifier}> ({
llvm.func @loops(%lb: i64, %ub: i64, %st: i64, %c: i32, %p: !llvm.ptr) {
  omp.wsloop {
    omp.loop_nest (%i, %j) : i64 = (%lb, %lb) to (%ub, %ub) inclusive step (%st, %st) {
      omp.yield
    } {foo}
    omp.terminator
  } {bar = 1}
  omp.wsloop order(reproducible:concurrent) ordered(1) nowait schedule(dynamic = %c : i32, simd) linear(%p = %c : !llvm.ptr) {
    omp.loop_nest (%i) : i64 = (%lb) to (%ub) step (%st) {
      omp.yield (%i : i64) {foo}
    }
    omp.terminator {baz}
  }
  llvm.return
}
