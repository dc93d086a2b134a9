// The NVVM ops' verifiers and the checks their custom parsers make, with
// MLIR 19's messages (dialect/invalid.mlir upstream covers more).
// RUN: mlir-opt %s --verify-diagnostics --split-input-file

llvm.func @shfl_kind(%i: i32) {
  // expected-error @below {{custom op 'nvvm.shfl.sync' expected ::mlir::NVVM::ShflKind to be one of: bfly, up, down, idx}}
  // expected-error @below {{custom op 'nvvm.shfl.sync' failed to parse ShflKindAttr parameter 'value' which is to be a `::mlir::NVVM::ShflKind`}}
  %0 = nvvm.shfl.sync sideways %i, %i, %i, %i : i32 -> i32
  llvm.return
}

// -----

llvm.func @inherent_attribute_kind(%i: i32, %p: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.wmma.load' op attribute 'layout' failed to satisfy constraint: NVVM MMA layout}}
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f16>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_frag<a>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(vector<2xf16>, vector<2xf16>, vector<2xf16>, vector<2xf16>)>
  llvm.return
}

// -----

llvm.func @wmma_load_combination(%i: i32, %p: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.wmma.load' op invalid attribute combination}}
  %0 = nvvm.wmma.load %p, %i {eltype = #nvvm.mma_type<f64>, frag = #nvvm.mma_frag<c>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : (!llvm.ptr<3>) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @wmma_store_count(%i: i32, %p: !llvm.ptr<1>, %h: vector<2xf16>) {
  // expected-error @below {{'nvvm.wmma.store' op expected 4 data operands}}
  nvvm.wmma.store %p, %i, %h, %h {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<1>, vector<2xf16>, vector<2xf16>
  llvm.return
}

// -----

llvm.func @wmma_store_type(%i: i32, %p: !llvm.ptr<1>, %f: f32) {
  // expected-error @below {{'nvvm.wmma.store' op expected data operands of type 'vector<2xf16>'}}
  nvvm.wmma.store %p, %i, %f, %f, %f, %f {eltype = #nvvm.mma_type<f16>, k = 16 : i32, layout = #nvvm.mma_layout<row>, m = 16 : i32, n = 16 : i32} : !llvm.ptr<1>, f32, f32, f32, f32
  llvm.return
}

// -----

llvm.func @mma_not_inferable(%b: bf16, %i: i32) {
  // expected-error @below {{custom op 'nvvm.mma.sync' attribute multiplicandAPtxType is not provided explicitly and cannot be inferred}}
  %0 = nvvm.mma.sync A[%b] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (bf16, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_overflow(%i: i32) {
  // expected-error @below {{'nvvm.mma.sync' op op requires intOverflowBehavior attribute}}
  %0 = nvvm.mma.sync A[%i] B[%i] C[%i, %i] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<s8>, multiplicandBPtxType = #nvvm.mma_type<s8>, shape = #nvvm.shape<m = 8, n = 8, k = 16>} : (i32, i32, i32) -> !llvm.struct<(i32, i32)>
  llvm.return
}

// -----

llvm.func @mma_b_operands(%h: vector<2xf16>, %f: f32) {
  // expected-error @below {{'nvvm.mma.sync' op Could not match types for the B operands; expected one of 1xvector<2xf16> but got vector<2xf16>, vector<2xf16>}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h, %h] C[%f, %f, %f, %f] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
  llvm.return
}

// -----

llvm.func @mma_m16_type(%d: f64) {
  // expected-error @below {{invalid shape or multiplicand type: f64}}
  %0 = nvvm.mma.sync A[%d] B[%d] C[%d, %d] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 4>} : (f64, f64, f64) -> !llvm.struct<(f64, f64)>
  llvm.return
}

// -----

llvm.func @cp_async_modifier(%s: !llvm.ptr<3>, %g: !llvm.ptr<1>) {
  // expected-error @below {{Only CG and CA cache modifiers are supported.}}
  nvvm.cp.async.shared.global %s, %g, 16, cache = cs : !llvm.ptr<3>, !llvm.ptr<1>
  llvm.return
}

// -----

llvm.func @cp_async_global(%s: !llvm.ptr<3>, %g: !llvm.ptr) {
  // expected-error @below {{'nvvm.cp.async.shared.global' op operand #1 must be LLVM pointer in address space 1, but got '!llvm.ptr'}}
  "nvvm.cp.async.shared.global"(%s, %g) <{modifier = #nvvm<load_cache_modifier ca>, size = 4 : i32}> : (!llvm.ptr<3>, !llvm.ptr) -> ()
  llvm.return
}

// -----

llvm.func @tma_offsets(%d: !llvm.ptr<3>, %t: !llvm.ptr, %c: i32, %o: i16) {
  // expected-error @below {{im2col offsets must be 2 less than number of coordinates}}
  nvvm.cp.async.bulk.tensor.shared.cluster.global %d, %t, %d, box[%c, %c, %c] im2col[%o, %o] : <3>, !llvm.ptr
  llvm.return
}

// -----

llvm.func @ldmatrix_struct(%p: !llvm.ptr<3>) {
  // expected-error @below {{'nvvm.ldmatrix' op expected destination type is a structure of 2 elements of type i32}}
  %0 = nvvm.ldmatrix %p {num = 2 : i32, layout = #nvvm.mma_layout<row>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i64)>
  llvm.return
}

// -----

llvm.func @required(%i: i32) {
  // expected-error @below {{'nvvm.shfl.sync' op requires attribute 'kind'}}
  %0 = "nvvm.shfl.sync"(%i, %i, %i, %i) : (i32, i32, i32, i32) -> i32
  llvm.return
}

// -----

// MLIR 19 reads bf16 fragments as f16 ones (`vector<2xf16>`).
llvm.func @mma_bf16(%h: vector<2xf16>, %i: i32) {
  // expected-error @below {{'nvvm.mma.sync' op Could not match allowed types for the result; expected one of !llvm.struct<(vector<2xf16>, vector<2xf16>)>, !llvm.struct<(f32, f32, f32, f32)> but got !llvm.struct<(i32)>}}
  %0 = nvvm.mma.sync A[%h, %h] B[%h] C[%h, %h] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 8>} : (vector<2xf16>, vector<2xf16>, vector<2xf16>) -> !llvm.struct<(i32)>
  llvm.return
}
