//! Emission through LLVM 19 (inkwell). Only compiled with the `llvm`
//! feature; translation itself arrives with the translation work.

/// The LLVM version llmir is linked against, e.g. `(19, 1, 7)`.
pub fn llvm_version() -> (u32, u32, u32) {
    let (mut major, mut minor, mut patch) = (0u32, 0u32, 0u32);
    // Safe: LLVMGetVersion only writes the three integers.
    unsafe { inkwell::llvm_sys::core::LLVMGetVersion(&mut major, &mut minor, &mut patch) };
    (major, minor, patch)
}
