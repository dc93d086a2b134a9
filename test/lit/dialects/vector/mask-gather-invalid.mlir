// RUN: mlir-opt %s -split-input-file -verify-diagnostics

// vector.mask around vector.gather: the mask has the index vector's shape, and a
// gather takes no pass-through from the mask (mlir-opt-19's wording).

func.func @g(%A: memref<?xf32>, %i: index, %iv: vector<4xi32>, %m: vector<4xi1>, %pt: vector<4xf32>, %mm: vector<8xi1>) -> vector<4xf32> {
  // expected-error@+1 {{'vector.mask' op expects a 'vector<4xi1>' mask for the maskable operation}}
  %0 = vector.mask %mm { vector.gather %A[%i][%iv], %m, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<8xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
// -----
func.func @g(%A: memref<?xf32>, %i: index, %iv: vector<4xi32>, %m: vector<4xi1>, %pt: vector<4xf32>) -> vector<4xf32> {
  // expected-error@+1 {{'vector.mask' op doesn't expect a passthru argument for this maskable operation}}
  %0 = vector.mask %m, %pt { vector.gather %A[%i][%iv], %m, %pt : memref<?xf32>, vector<4xi32>, vector<4xi1>, vector<4xf32> into vector<4xf32> } : vector<4xi1> -> vector<4xf32>
  return %0 : vector<4xf32>
}
