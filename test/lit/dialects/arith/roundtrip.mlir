// The arith dialect's custom forms: overflow and fastmath flags (bit order,
// separators), comparison predicates, rounding modes, multi-result names.
// CHECK lines are mlir-opt-19's output for this file.
// RUN: mlir-opt %s | FileCheck %s
// RUN: mlir-opt %s --mlir-print-op-generic | mlir-opt | FileCheck %s

// CHECK-LABEL: func.func @int(%arg0: i32, %arg1: i32, %arg2: vector<4xi64>, %arg3: index) -> i32 {
// CHECK-NEXT: %0 = arith.addi %arg0, %arg1 overflow<nsw, nuw> : i32
// CHECK-NEXT: %1 = arith.subi %arg0, %arg1 overflow<nsw> : i32
// CHECK-NEXT: %2 = arith.muli %arg0, %arg1 : i32
// CHECK-NEXT: %3 = arith.shli %arg0, %arg1 overflow<nuw> : i32
// CHECK-NEXT: %4 = arith.divsi %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %5 = arith.ceildivui %arg0, %arg1 : i32
// CHECK-NEXT: %6 = arith.floordivsi %arg0, %arg1 : i32
// CHECK-NEXT: %7 = arith.remui %arg0, %arg1 : i32
// CHECK-NEXT: %8 = arith.andi %arg0, %arg1 : i32
// CHECK-NEXT: %9 = arith.xori %arg0, %arg1 : i32
// CHECK-NEXT: %10 = arith.maxsi %arg0, %arg1 : i32
// CHECK-NEXT: %11 = arith.minui %arg0, %arg1 : i32
// CHECK-NEXT: %12 = arith.cmpi sge, %arg0, %arg1 : i32
// CHECK-NEXT: %13 = arith.cmpi ne, %arg2, %arg2 : vector<4xi64>
// CHECK-NEXT: %14 = arith.select %12, %arg0, %arg1 : i32
// CHECK-NEXT: %low, %high = arith.mulsi_extended %arg0, %arg1 : i32
// CHECK-NEXT: %sum, %overflow = arith.addui_extended %arg2, %arg2 : vector<4xi64>, vector<4xi1>
// CHECK-NEXT: %15 = arith.extsi %arg0 : i32 to i64
// CHECK-NEXT: %16 = arith.trunci %arg0 : i32 to i8
// CHECK-NEXT: %17 = arith.index_cast %arg3 : index to i32
// CHECK-NEXT: %18 = arith.index_castui %arg0 : i32 to index
// CHECK-NEXT: %19 = arith.bitcast %arg0 : i32 to f32
// CHECK-NEXT: %c7_i32 = arith.constant 7 : i32
// CHECK-NEXT: return %0 : i32
// CHECK-LABEL: func.func @float(%arg0: f32, %arg1: f64, %arg2: vector<2x3xf32>) -> f32 {
// CHECK-NEXT: %0 = arith.addf %arg0, %arg0 fastmath<fast> : f32
// CHECK-NEXT: %1 = arith.subf %arg0, %arg0 fastmath<reassoc,nnan,afn> : f32
// CHECK-NEXT: %2 = arith.mulf %arg2, %arg2 fastmath<nsz,arcp> : vector<2x3xf32>
// CHECK-NEXT: %3 = arith.divf %arg0, %arg0 : f32
// CHECK-NEXT: %4 = arith.remf %arg0, %arg0 : f32
// CHECK-NEXT: %5 = arith.negf %arg0 fastmath<contract> : f32
// CHECK-NEXT: %6 = arith.maximumf %arg0, %arg0 : f32
// CHECK-NEXT: %7 = arith.minnumf %arg0, %arg0 : f32
// CHECK-NEXT: %8 = arith.cmpf ult, %arg0, %arg0 fastmath<ninf> : f32
// CHECK-NEXT: %9 = arith.cmpf oeq, %arg2, %arg2 : vector<2x3xf32>
// CHECK-NEXT: %10 = arith.extf %arg0 : f32 to f64
// CHECK-NEXT: %11 = arith.truncf %arg1 : f64 to f32
// CHECK-NEXT: %12 = arith.truncf %arg1 to_nearest_away : f64 to f32
// CHECK-NEXT: %13 = arith.truncf %arg1 downward fastmath<fast> : f64 to f32
// CHECK-NEXT: %14 = arith.fptosi %arg0 : f32 to i32
// CHECK-NEXT: %15 = arith.uitofp %14 : i32 to f32
// CHECK-NEXT: %cst = arith.constant 4.200000e+01 : f32
// CHECK-NEXT: return %0 : f32

func.func @int(%a: i32, %b: i32, %v: vector<4xi64>, %i: index) -> i32 {
  %0 = arith.addi %a, %b overflow<nuw, nsw> : i32
  %1 = arith.subi %a, %b overflow<nsw> : i32
  %2 = arith.muli %a, %b : i32
  %3 = arith.shli %a, %b overflow<nuw> : i32
  %4 = arith.divsi %v, %v : vector<4xi64>
  %5 = arith.ceildivui %a, %b : i32
  %6 = arith.floordivsi %a, %b : i32
  %7 = arith.remui %a, %b : i32
  %8 = arith.andi %a, %b : i32
  %9 = arith.xori %a, %b : i32
  %10 = arith.maxsi %a, %b : i32
  %11 = arith.minui %a, %b : i32
  %12 = arith.cmpi sge, %a, %b : i32
  %13 = arith.cmpi ne, %v, %v : vector<4xi64>
  %14 = arith.select %12, %a, %b : i32
  %low, %high = arith.mulsi_extended %a, %b : i32
  %sum, %overflow = arith.addui_extended %v, %v : vector<4xi64>, vector<4xi1>
  %15 = arith.extsi %a : i32 to i64
  %16 = arith.trunci %a : i32 to i8
  %17 = arith.index_cast %i : index to i32
  %18 = arith.index_castui %a : i32 to index
  %19 = arith.bitcast %a : i32 to f32
  %c7_i32 = arith.constant 7 : i32
  return %0 : i32
}

func.func @float(%x: f32, %y: f64, %v: vector<2x3xf32>) -> f32 {
  %0 = arith.addf %x, %x fastmath<fast> : f32
  %1 = arith.subf %x, %x fastmath<afn,nnan,reassoc> : f32
  %2 = arith.mulf %v, %v fastmath<nsz, arcp> : vector<2x3xf32>
  %3 = arith.divf %x, %x {fastmath = #arith.fastmath<none>} : f32
  %4 = arith.remf %x, %x : f32
  %5 = arith.negf %x fastmath<contract> : f32
  %6 = arith.maximumf %x, %x : f32
  %7 = arith.minnumf %x, %x : f32
  %8 = arith.cmpf ult, %x, %x fastmath<ninf> : f32
  %9 = arith.cmpf oeq, %v, %v : vector<2x3xf32>
  %10 = arith.extf %x : f32 to f64
  %11 = arith.truncf %y : f64 to f32
  %12 = arith.truncf %y to_nearest_away : f64 to f32
  %13 = arith.truncf %y downward fastmath<fast> : f64 to f32
  %14 = arith.fptosi %x : f32 to i32
  %15 = arith.uitofp %14 : i32 to f32
  %cst = arith.constant 4.200000e+01 : f32
  return %0 : f32
}
