// RUN: not llmir-opt --allow-unregistered-dialect --split-input-file %s 2>&1 | FileCheck %s
// A value used with another type than before: the note points at the
// prior use (a forward reference's first use, or the definition); a
// definition of another type than its forward references says so at the
// definition. CHECK lines are mlir-opt-19's (file name matched loosely).

func.func @f() {
  "test.use"(%x) : (i32) -> ()
  "test.use"(%x) : (i64) -> ()
  %x = "test.def"() : () -> i32
  return
}
// -----
func.func @g() {
  %x:2 = "test.def"() : () -> (i64, i64)
  "test.use"(%x#1) : (i32) -> ()
  return
}
// -----
func.func @h(%a: i64) {
  "test.use"(%a) : (i32) -> ()
  return
}
// -----
func.func @k() {
  "test.use"(%x#1) : (i32) -> ()
  %x:2 = "test.def"() : () -> (i64, i64)
  return
}
// -----
func.func @m() {
  "test.use"(%x) : (i32) -> ()
  "test.use"(%x) : (i32) -> ()
  %x = "test.def"() : () -> i64
  return
}
// -----
func.func @p() {
  "test.use"(%b#1) : (i32) -> ()
  %a, %b:2 = "test.def"() : () -> (i64, i64, i64)
  return
}

// CHECK: {{.*}}use-type-notes.mlir:1 offset :9:14: error: use of value '%x' expects different type than prior uses: 'i64' vs 'i32'
// CHECK-NEXT:   "test.use"(%x) : (i64) -> ()
// CHECK-NEXT: {{^}}             ^
// CHECK: {{.*}}use-type-notes.mlir:1 offset :8:14: note: prior use here
// CHECK-NEXT:   "test.use"(%x) : (i32) -> ()
// CHECK-NEXT: {{^}}             ^
// CHECK: {{.*}}use-type-notes.mlir:13 offset :4:14: error: use of value '%x' expects different type than prior uses: 'i32' vs 'i64'
// CHECK-NEXT:   "test.use"(%x#1) : (i32) -> ()
// CHECK-NEXT: {{^}}             ^
// CHECK: {{.*}}use-type-notes.mlir:13 offset :3:3: note: prior use here
// CHECK-NEXT:   %x:2 = "test.def"() : () -> (i64, i64)
// CHECK-NEXT: {{^}}  ^
// CHECK: {{.*}}use-type-notes.mlir:19 offset :3:14: error: use of value '%a' expects different type than prior uses: 'i32' vs 'i64'
// CHECK-NEXT:   "test.use"(%a) : (i32) -> ()
// CHECK-NEXT: {{^}}             ^
// CHECK: {{.*}}use-type-notes.mlir:19 offset :2:14: note: prior use here
// CHECK-NEXT: func.func @h(%a: i64) {
// CHECK-NEXT: {{^}}             ^
// CHECK: {{.*}}use-type-notes.mlir:24 offset :4:3: error: definition of SSA value '%x#1' has type 'i64'
// CHECK-NEXT:   %x:2 = "test.def"() : () -> (i64, i64)
// CHECK-NEXT: {{^}}  ^
// CHECK: {{.*}}use-type-notes.mlir:24 offset :3:14: note: previously used here with type 'i32'
// CHECK-NEXT:   "test.use"(%x#1) : (i32) -> ()
// CHECK-NEXT: {{^}}             ^
// CHECK: {{.*}}use-type-notes.mlir:30 offset :5:3: error: definition of SSA value '%x#0' has type 'i64'
// CHECK-NEXT:   %x = "test.def"() : () -> i64
// CHECK-NEXT: {{^}}  ^
// CHECK: {{.*}}use-type-notes.mlir:30 offset :3:14: note: previously used here with type 'i32'
// CHECK-NEXT:   "test.use"(%x) : (i32) -> ()
// CHECK-NEXT: {{^}}             ^
// CHECK: {{.*}}use-type-notes.mlir:37 offset :4:7: error: definition of SSA value '%b#1' has type 'i64'
// CHECK-NEXT:   %a, %b:2 = "test.def"() : () -> (i64, i64, i64)
// CHECK-NEXT: {{^}}      ^
// CHECK: {{.*}}use-type-notes.mlir:37 offset :3:14: note: previously used here with type 'i32'
// CHECK-NEXT:   "test.use"(%b#1) : (i32) -> ()
// CHECK-NEXT: {{^}}             ^
