//! The ops the conversion engine's builders create in this dialect
//! (descriptors, runtime declarations, unranked descriptor copies).

use crate::conversion::api::TargetOps;

pub static TARGET_OPS: TargetOps = TargetOps {
    constant: "llvm.mlir.constant",
    undef: "llvm.mlir.undef",
    extract_value: "llvm.extractvalue",
    insert_value: "llvm.insertvalue",
    func: "llvm.func",
    call: "llvm.call",
    alloca: "llvm.alloca",
    memcpy: "llvm.intr.memcpy",
    add: "llvm.add",
    mul: "llvm.mul",
    gep: "llvm.getelementptr",
    global: "llvm.mlir.global",
    address_of: "llvm.mlir.addressof",
};
