// RUN: mlir-opt %s -convert-vector-to-llvm | FileCheck %s

// Scalable vector.shape_cast (ScalableShapeCastOpRewritePattern: one trailing scalable
// dimension each, scalable.extract/insert where the trailing sizes differ) and
// create_mask folded before converting (zero and vscale-multiple bounds on scalable
// dimensions); mlir-opt-19's output.

func.func @sc0(%a: vector<2x[4]xf32>) -> vector<1x2x[4]xf32> {
  %0 = vector.shape_cast %a : vector<2x[4]xf32> to vector<1x2x[4]xf32>
  return %0 : vector<1x2x[4]xf32>
}

func.func @sc1(%a: vector<2x[8]xf32>) -> vector<4x[4]xf32> {
  %0 = vector.shape_cast %a : vector<2x[8]xf32> to vector<4x[4]xf32>
  return %0 : vector<4x[4]xf32>
}

func.func @sc2(%a: vector<4x[4]xf32>) -> vector<2x[8]xf32> {
  %0 = vector.shape_cast %a : vector<4x[4]xf32> to vector<2x[8]xf32>
  return %0 : vector<2x[8]xf32>
}

func.func @sc3(%a: vector<[8]xf32>) -> vector<2x[4]xf32> {
  %0 = vector.shape_cast %a : vector<[8]xf32> to vector<2x[4]xf32>
  return %0 : vector<2x[4]xf32>
}

func.func @sc4(%a: vector<2x[4]xf32>) -> vector<[8]xf32> {
  %0 = vector.shape_cast %a : vector<2x[4]xf32> to vector<[8]xf32>
  return %0 : vector<[8]xf32>
}

func.func @sc5(%a: vector<1x[4]xi8>) -> vector<[4]xi8> {
  %0 = vector.shape_cast %a : vector<1x[4]xi8> to vector<[4]xi8>
  return %0 : vector<[4]xi8>
}

func.func @sc6(%a: vector<[4]xi8>) -> vector<1x1x[4]xi8> {
  %0 = vector.shape_cast %a : vector<[4]xi8> to vector<1x1x[4]xi8>
  return %0 : vector<1x1x[4]xi8>
}

func.func @sc7(%a: vector<3x2x[4]xf32>) -> vector<6x[4]xf32> {
  %0 = vector.shape_cast %a : vector<3x2x[4]xf32> to vector<6x[4]xf32>
  return %0 : vector<6x[4]xf32>
}

func.func @sc8(%a: vector<[4]x2xf32>) -> vector<[8]xf32> {
  %0 = vector.shape_cast %a : vector<[4]x2xf32> to vector<[8]xf32>
  return %0 : vector<[8]xf32>
}

func.func @sc9(%a: vector<2x[3]xf32>) -> vector<[6]xf32> {
  %0 = vector.shape_cast %a : vector<2x[3]xf32> to vector<[6]xf32>
  return %0 : vector<[6]xf32>
}

func.func @cmask10(%i: index) -> vector<[4]xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c0 : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}

func.func @cmask11(%i: index) -> vector<[4]xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %m4 : vector<[4]xi1>
  return %0 : vector<[4]xi1>
}

func.func @cmask13(%i: index) -> vector<4x[4]xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %c2, %m4 : vector<4x[4]xi1>
  return %0 : vector<4x[4]xi1>
}

func.func @cmask2(%i: index) -> vector<4xi1> {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c2 = arith.constant 2 : index
  %c3 = arith.constant 3 : index
  %c5 = arith.constant 5 : index
  %cm1 = arith.constant -1 : index
  %c4 = arith.constant 4 : index
  %vs = vector.vscale
  %m4 = arith.muli %vs, %c4 : index
  %m2 = arith.muli %c2, %vs : index
  %0 = vector.create_mask %cm1 : vector<4xi1>
  return %0 : vector<4xi1>
}

// CHECK-LABEL: func.func @sc0(%arg0: vector<2x[4]xf32>) -> vector<1x2x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<1x2x[4]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<1x2x[4]xf32> to !llvm.array<1 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0, 0] : !llvm.array<1 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[0, 1] : !llvm.array<1 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %6 = builtin.unrealized_conversion_cast %5 : !llvm.array<1 x array<2 x vector<[4]xf32>>> to vector<1x2x[4]xf32>
// CHECK-NEXT: return %6 : vector<1x2x[4]xf32>
// CHECK-LABEL: func.func @sc1(%arg0: vector<2x[8]xf32>) -> vector<4x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[8]xf32> to !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<4x[4]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<4x[4]xf32> to !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %3 = llvm.intr.vector.extract %2[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %1[0] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %5 = llvm.intr.vector.extract %2[4] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %6 = llvm.insertvalue %5, %4[1] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %7 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %8 = llvm.intr.vector.extract %7[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %6[2] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %10 = llvm.intr.vector.extract %7[4] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[3] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %12 = builtin.unrealized_conversion_cast %11 : !llvm.array<4 x vector<[4]xf32>> to vector<4x[4]xf32>
// CHECK-NEXT: return %12 : vector<4x[4]xf32>
// CHECK-LABEL: func.func @sc2(%arg0: vector<4x[4]xf32>) -> vector<2x[8]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<4x[4]xf32> to !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x[8]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<2x[8]xf32> to !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.extractvalue %1[0] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %4 = llvm.intr.vector.insert %2, %3[0] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %5 = llvm.extractvalue %0[1] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %6 = llvm.intr.vector.insert %5, %4[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %1[0] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[2] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %9 = llvm.extractvalue %1[1] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %10 = llvm.intr.vector.insert %8, %9[0] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %11 = llvm.extractvalue %0[3] : !llvm.array<4 x vector<[4]xf32>>
// CHECK-NEXT: %12 = llvm.intr.vector.insert %11, %10[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %7[1] : !llvm.array<2 x vector<[8]xf32>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<2 x vector<[8]xf32>> to vector<2x[8]xf32>
// CHECK-NEXT: return %14 : vector<2x[8]xf32>
// CHECK-LABEL: func.func @sc3(%arg0: vector<[8]xf32>) -> vector<2x[4]xf32> {
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<2x[4]xf32>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %1 = llvm.intr.vector.extract %arg0[0] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %2 = llvm.insertvalue %1, %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %3 = llvm.intr.vector.extract %arg0[4] : vector<[4]xf32> from vector<[8]xf32>
// CHECK-NEXT: %4 = llvm.insertvalue %3, %2[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %5 = builtin.unrealized_conversion_cast %4 : !llvm.array<2 x vector<[4]xf32>> to vector<2x[4]xf32>
// CHECK-NEXT: return %5 : vector<2x[4]xf32>
// CHECK-LABEL: func.func @sc4(%arg0: vector<2x[4]xf32>) -> vector<[8]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[4]xf32> to !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<[8]xf32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.intr.vector.insert %1, %cst[0] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[4]xf32>>
// CHECK-NEXT: %4 = llvm.intr.vector.insert %3, %2[4] : vector<[4]xf32> into vector<[8]xf32>
// CHECK-NEXT: return %4 : vector<[8]xf32>
// CHECK-LABEL: func.func @sc5(%arg0: vector<1x[4]xi8>) -> vector<[4]xi8> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<1x[4]xi8> to !llvm.array<1 x vector<[4]xi8>>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<1 x vector<[4]xi8>>
// CHECK-NEXT: return %1 : vector<[4]xi8>
// CHECK-LABEL: func.func @sc6(%arg0: vector<[4]xi8>) -> vector<1x1x[4]xi8> {
// CHECK-NEXT: %cst = arith.constant dense<0> : vector<1x1x[4]xi8>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst : vector<1x1x[4]xi8> to !llvm.array<1 x array<1 x vector<[4]xi8>>>
// CHECK-NEXT: %1 = llvm.insertvalue %arg0, %0[0, 0] : !llvm.array<1 x array<1 x vector<[4]xi8>>>
// CHECK-NEXT: %2 = builtin.unrealized_conversion_cast %1 : !llvm.array<1 x array<1 x vector<[4]xi8>>> to vector<1x1x[4]xi8>
// CHECK-NEXT: return %2 : vector<1x1x[4]xi8>
// CHECK-LABEL: func.func @sc7(%arg0: vector<3x2x[4]xf32>) -> vector<6x[4]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<3x2x[4]xf32> to !llvm.array<3 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<6x[4]xf32>
// CHECK-NEXT: %1 = builtin.unrealized_conversion_cast %cst : vector<6x[4]xf32> to !llvm.array<6 x vector<[4]xf32>>
// CHECK-NEXT: %2 = llvm.extractvalue %0[0, 0] : !llvm.array<3 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %3 = llvm.insertvalue %2, %1[0] : !llvm.array<6 x vector<[4]xf32>>
// CHECK-NEXT: %4 = llvm.extractvalue %0[0, 1] : !llvm.array<3 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %5 = llvm.insertvalue %4, %3[1] : !llvm.array<6 x vector<[4]xf32>>
// CHECK-NEXT: %6 = llvm.extractvalue %0[1, 0] : !llvm.array<3 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %7 = llvm.insertvalue %6, %5[2] : !llvm.array<6 x vector<[4]xf32>>
// CHECK-NEXT: %8 = llvm.extractvalue %0[1, 1] : !llvm.array<3 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %9 = llvm.insertvalue %8, %7[3] : !llvm.array<6 x vector<[4]xf32>>
// CHECK-NEXT: %10 = llvm.extractvalue %0[2, 0] : !llvm.array<3 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %11 = llvm.insertvalue %10, %9[4] : !llvm.array<6 x vector<[4]xf32>>
// CHECK-NEXT: %12 = llvm.extractvalue %0[2, 1] : !llvm.array<3 x array<2 x vector<[4]xf32>>>
// CHECK-NEXT: %13 = llvm.insertvalue %12, %11[5] : !llvm.array<6 x vector<[4]xf32>>
// CHECK-NEXT: %14 = builtin.unrealized_conversion_cast %13 : !llvm.array<6 x vector<[4]xf32>> to vector<6x[4]xf32>
// CHECK-NEXT: return %14 : vector<6x[4]xf32>
// CHECK-LABEL: func.func @sc8(%arg0: vector<[4]x2xf32>) -> vector<[8]xf32> {
// CHECK-NEXT: %0 = vector.shape_cast %arg0 : vector<[4]x2xf32> to vector<[8]xf32>
// CHECK-NEXT: return %0 : vector<[8]xf32>
// CHECK-LABEL: func.func @sc9(%arg0: vector<2x[3]xf32>) -> vector<[6]xf32> {
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %arg0 : vector<2x[3]xf32> to !llvm.array<2 x vector<[3]xf32>>
// CHECK-NEXT: %cst = arith.constant dense<0.000000e+00> : vector<[6]xf32>
// CHECK-NEXT: %1 = llvm.extractvalue %0[0] : !llvm.array<2 x vector<[3]xf32>>
// CHECK-NEXT: %2 = llvm.intr.vector.insert %1, %cst[0] : vector<[3]xf32> into vector<[6]xf32>
// CHECK-NEXT: %3 = llvm.extractvalue %0[1] : !llvm.array<2 x vector<[3]xf32>>
// CHECK-NEXT: %4 = llvm.intr.vector.insert %3, %2[3] : vector<[3]xf32> into vector<[6]xf32>
// CHECK-NEXT: return %4 : vector<[6]xf32>
// CHECK-LABEL: func.func @cmask10(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<[4]xi1>
// CHECK-NEXT: return %cst : vector<[4]xi1>
// CHECK-LABEL: func.func @cmask11(%arg0: index) -> vector<[4]xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT: return %cst : vector<[4]xi1>
// CHECK-LABEL: func.func @cmask13(%arg0: index) -> vector<4x[4]xi1> {
// CHECK-NEXT: %cst = arith.constant dense<true> : vector<[4]xi1>
// CHECK-NEXT: %cst_0 = arith.constant dense<false> : vector<4x[4]xi1>
// CHECK-NEXT: %0 = builtin.unrealized_conversion_cast %cst_0 : vector<4x[4]xi1> to !llvm.array<4 x vector<[4]xi1>>
// CHECK-NEXT: %1 = llvm.insertvalue %cst, %0[0] : !llvm.array<4 x vector<[4]xi1>>
// CHECK-NEXT: %2 = llvm.insertvalue %cst, %1[1] : !llvm.array<4 x vector<[4]xi1>>
// CHECK-NEXT: %3 = builtin.unrealized_conversion_cast %2 : !llvm.array<4 x vector<[4]xi1>> to vector<4x[4]xi1>
// CHECK-NEXT: return %3 : vector<4x[4]xi1>
// CHECK-LABEL: func.func @cmask2(%arg0: index) -> vector<4xi1> {
// CHECK-NEXT: %cst = arith.constant dense<false> : vector<4xi1>
// CHECK-NEXT: return %cst : vector<4xi1>
