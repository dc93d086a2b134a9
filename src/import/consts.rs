//! Constants, as MLIR 19's `ModuleImport`: a constant that an attribute
//! can hold becomes `llvm.mlir.constant` (or `llvm.mlir.addressof` for a
//! function), the rest is built from its parts: `zero`, `undef`,
//! `poison`, `addressof`, constant expressions as the instructions they
//! stand for, aggregates as `undef` plus `insertvalue`/`insertelement`.
//!
//! Constants go to the start of the region's first block, each after the
//! previous one, in the order the instructions first use them; the parts
//! of one constant are visited operands last to first (MLIR's worklist).

use inkwell::llvm_sys::core::*;
use inkwell::llvm_sys::prelude::*;
use inkwell::llvm_sys::LLVMValueKind as VK;
use rustc_hash::FxHashSet;

use super::ffi::{name, num_operands, operand};
use super::{Failed, Importer, R};
use crate::ir::{Attr, AttrKind, Block, DenseData, FloatKind, IntValue, LlvmType, Op, Type, TypeKind, Value};

fn kind(v: LLVMValueRef) -> VK {
    // SAFETY: reads the class of a live value.
    unsafe { LLVMGetValueKind(v) }
}

pub(crate) fn is_constant(v: LLVMValueRef) -> bool {
    // SAFETY: class check of a live value.
    !v.is_null() && unsafe { !LLVMIsAConstant(v).is_null() }
}

impl Importer<'_> {
    /// Starts a region: constants go to the start of `block`.
    pub(crate) fn start_region(&mut self, block: Block) {
        self.values.clear();
        self.inst_ops.clear();
        self.blocks.clear();
        self.const_block = Some(block);
        self.const_after = None;
        self.cur_block = Some(block);
    }

    /// Places a constant op at the constant insertion point.
    fn place_const(&mut self, op: Op) {
        let block = self.const_block.expect("a region was started");
        let index = match self.const_after {
            Some(prev) => self.body.block(block).ops.iter().position(|&o| o == prev).map_or(0, |i| i + 1),
            None => 0,
        };
        self.body.insert_op(block, index, op);
        self.const_after = Some(op);
    }

    /// The value of an LLVM value: mapped already, or a constant built now.
    pub(crate) fn value(&mut self, v: LLVMValueRef) -> R<Value> {
        if let Some(&x) = self.values.get(&v) {
            return Ok(x);
        }
        if is_constant(v) {
            return self.constant_expr(v);
        }
        let text = self.error_text(v);
        self.error_unknown(format!("unhandled value: {text}"));
        Err(Failed)
    }

    /// MLIR's `convertConstantExpr`: every not yet converted part of `c`,
    /// in post order, at the constant insertion point.
    pub(crate) fn constant_expr(&mut self, c: LLVMValueRef) -> R<Value> {
        if let Some(&x) = self.values.get(&c) {
            return Ok(x);
        }
        let order = self.constants_to_convert(c);
        // Constants go to the constant block whatever block is current,
        // at an unknown location whatever location is current.
        let saved = self.cur_block;
        let saved_loc = std::mem::replace(&mut self.op_loc, super::OpLoc::Attr(self.unknown_loc));
        for k in order {
            let v = self.convert_constant(k);
            let v = match v {
                Ok(v) => v,
                Err(e) => {
                    self.op_loc = saved_loc;
                    return Err(e);
                }
            };
            self.values.insert(k, v);
        }
        self.op_loc = saved_loc;
        self.cur_block = saved;
        let result = self.values[&c];
        if let Some(op) = self.body.defining_op(result) {
            self.const_after = Some(op);
        }
        Ok(result)
    }

    fn constants_to_convert(&mut self, c: LLVMValueRef) -> Vec<LLVMValueRef> {
        match self.constants_walk(c, false) {
            Some(order) => order,
            None => self.constants_walk(c, true).unwrap_or_default(),
        }
    }

    /// The post-order walk of `constants_to_convert`; `None` when it meets
    /// a cycle.
    fn constants_walk(&mut self, c: LLVMValueRef, skip_globals: bool) -> Option<Vec<LLVMValueRef>> {
        let mut ordered: Vec<LLVMValueRef> = Vec::new();
        let mut ordered_set: FxHashSet<LLVMValueRef> = FxHashSet::default();
        let mut work: Vec<LLVMValueRef> = vec![c];
        let mut work_set: FxHashSet<LLVMValueRef> = FxHashSet::default();
        work_set.insert(c);
        let mut adj: rustc_hash::FxHashMap<LLVMValueRef, Vec<LLVMValueRef>> = Default::default();
        while let Some(&cur) = work.last() {
            let deps = adj.entry(cur).or_insert_with(|| {
                let mut d = Vec::new();
                // MLIR 19 walks a global's initializer too; where that
                // comes back to a constant on the path (a global pointing
                // into itself, on which mlir-translate-19 crashes) the
                // walk is redone with a global object as its address only.
                // SAFETY: class check of a live value.
                if skip_globals && unsafe { !LLVMIsAGlobalObject(cur).is_null() } {
                    return d;
                }
                for i in 0..num_operands(cur) {
                    let o = operand(cur, i);
                    if is_constant(o) {
                        d.push(o);
                    }
                }
                if kind(cur) == VK::LLVMConstantAggregateZeroValueKind {
                    for i in 0..element_count(cur) {
                        // SAFETY: element `i` of a zero aggregate is its zero value.
                        d.push(unsafe { LLVMGetAggregateElement(cur, i) });
                    }
                }
                d
            });
            match deps.pop() {
                None => {
                    if ordered_set.insert(cur) {
                        ordered.push(cur);
                    }
                    work.pop();
                    work_set.remove(&cur);
                }
                Some(dep) => {
                    // Back to a constant on the path: harmless from a
                    // global (its address needs no operand), a cycle
                    // otherwise.
                    // SAFETY: class check of a live value.
                    if work_set.contains(&dep) && !self.values.contains_key(&dep) && unsafe { LLVMIsAGlobalObject(cur).is_null() } {
                        return None;
                    }
                    if work_set.contains(&dep) {
                        continue;
                    }
                    if self.values.contains_key(&dep) || ordered_set.contains(&dep) {
                        continue;
                    }
                    work.push(dep);
                    work_set.insert(dep);
                }
            }
        }
        Some(ordered)
    }

    fn const_op(&mut self, name: &str, ty: Type, props: Vec<(&str, Attr)>) -> Value {
        let op = self.make_op(name, &[], &[ty], props, &[], &[]);
        self.place_const(op);
        Value(self.body.op(op).first_result)
    }

    /// MLIR's `convertConstant` for one part.
    fn convert_constant(&mut self, c: LLVMValueRef) -> R<Value> {
        let ty = self.type_of(c);
        if let Some(attr) = self.const_attr(c, false) {
            if let AttrKind::SymbolRef { .. } = self.ctx.attr_kind(attr) {
                return Ok(self.const_op("llvm.mlir.addressof", ty, vec![("global_name", attr)]));
            }
            return Ok(self.const_op("llvm.mlir.constant", ty, vec![("value", attr)]));
        }
        match kind(c) {
            VK::LLVMConstantPointerNullValueKind => return Ok(self.const_op("llvm.mlir.zero", ty, vec![])),
            VK::LLVMConstantTokenNoneValueKind => {
                let t = self.ctx.ty(TypeKind::Llvm(LlvmType::Token));
                return Ok(self.const_op("llvm.mlir.none", t, vec![]));
            }
            VK::LLVMPoisonValueKind => return Ok(self.const_op("llvm.mlir.poison", ty, vec![])),
            VK::LLVMUndefValueValueKind => return Ok(self.const_op("llvm.mlir.undef", ty, vec![])),
            VK::LLVMGlobalVariableValueKind | VK::LLVMFunctionValueKind | VK::LLVMGlobalAliasValueKind | VK::LLVMGlobalIFuncValueKind => {
                let r = self.ctx.flat_symbol_ref(&name(c));
                return Ok(self.const_op("llvm.mlir.addressof", ty, vec![("global_name", r)]));
            }
            VK::LLVMConstantExprValueKind => {
                // The expression's ops go where constants go.
                self.cur_block = self.const_block;
                let op = self.const_expr_op(c)?;
                return Ok(Value(self.body.op(op).first_result));
            }
            VK::LLVMConstantTargetNoneValueKind => return Ok(self.const_op("llvm.mlir.zero", ty, vec![])),
            _ => {}
        }
        let aggregate = matches!(
            kind(c),
            VK::LLVMConstantArrayValueKind
                | VK::LLVMConstantStructValueKind
                | VK::LLVMConstantVectorValueKind
                | VK::LLVMConstantAggregateZeroValueKind
        );
        if aggregate {
            let n = if kind(c) == VK::LLVMConstantAggregateZeroValueKind { element_count(c) } else { num_operands(c) };
            let mut elems = Vec::with_capacity(n as usize);
            for i in 0..n {
                let e = if kind(c) == VK::LLVMConstantAggregateZeroValueKind {
                    // SAFETY: element `i` of a zero aggregate.
                    unsafe { LLVMGetAggregateElement(c, i) }
                } else {
                    operand(c, i)
                };
                elems.push(self.values[&e]);
            }
            let array_or_struct = matches!(self.ctx.type_kind(ty), TypeKind::Llvm(LlvmType::Array { .. } | LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. }));
            let mut root = self.const_op("llvm.mlir.undef", ty, vec![]);
            for (i, e) in elems.into_iter().enumerate() {
                if array_or_struct {
                    let i64t = self.ctx.int_type(64);
                    let pos = self.ctx.attr(AttrKind::DenseArray { elem: i64t, values: Box::new([crate::ir::IntOrFloat::Int(i as i128)]) });
                    let op = self.make_op("llvm.insertvalue", &[root, e], &[ty], vec![("position", pos)], &[], &[]);
                    self.place_const(op);
                    root = Value(self.body.op(op).first_result);
                } else {
                    let i32t = self.ctx.int_type(32);
                    let ia = self.ctx.int_attr(i as i128, 32);
                    let idx = self.const_op("llvm.mlir.constant", i32t, vec![("value", ia)]);
                    let op = self.make_op("llvm.insertelement", &[root, e, idx], &[ty], vec![], &[], &[]);
                    self.place_const(op);
                    root = Value(self.body.op(op).first_result);
                }
            }
            return Ok(root);
        }
        let mut msg = format!("unhandled constant: {}", super::ffi::print_value(c));
        let ty = self.type_of(c);
        if kind(c) == VK::LLVMConstantFPValueKind && matches!(self.ctx.type_kind(ty), TypeKind::Llvm(crate::ir::LlvmType::PpcFp128)) {
            // MLIR imports it; llmir cannot spell its double-double value.
            msg = format!(
                "llmir-translate: cannot import {} yet (a ppc_fp128 value that is not a short decimal)",
                super::ffi::print_value(c)
            );
        }
        if kind(c) == VK::LLVMBlockAddressValueKind {
            msg.push_str(" since blockaddress(...) is unsupported");
        }
        self.error_unknown(msg);
        Err(Failed)
    }

    /// A constant expression as the instruction it stands for, placed at
    /// the constant insertion point.
    fn const_expr_op(&mut self, c: LLVMValueRef) -> R<Op> {
        // SAFETY: `c` is a ConstantExpr.
        let opcode = unsafe { LLVMGetConstOpcode(c) };
        let op = self.instruction_op(c, opcode, true)?;
        let op = op.ok_or(Failed)?;
        // `instruction_op` appended it to the current (constant) block:
        // move it to the constant insertion point.
        let block = self.const_block.expect("a region was started");
        if let Some(i) = self.body.block(block).ops.iter().position(|&o| o == op) {
            self.body.blocks[block.index()].ops.remove(i);
        }
        self.place_const(op);
        Ok(op)
    }

    /// MLIR's `getConstantAsAttr`: scalars, strings, dense arrays and
    /// vectors, splat zeros, function references. `global` asks for a
    /// global's initializer (the same rules).
    pub(crate) fn const_attr(&mut self, c: LLVMValueRef, global: bool) -> Option<Attr> {
        let _ = global;
        if let Some(a) = self.scalar_attr(c) {
            return Some(a);
        }
        match kind(c) {
            VK::LLVMFunctionValueKind => return Some(self.ctx.flat_symbol_ref(&name(c))),
            VK::LLVMConstantDataArrayValueKind | VK::LLVMConstantDataVectorValueKind => {
                // SAFETY: `c` is a ConstantDataSequential.
                if unsafe { LLVMIsConstantString(c) } != 0 {
                    let mut len = 0usize;
                    // SAFETY: as above; the bytes are copied at once.
                    let p = unsafe { LLVMGetAsString(c, &mut len) };
                    let b = super::ffi::bytes(p, len);
                    return Some(self.ctx.attr(AttrKind::String { value: b.into(), ty: None }));
                }
                let ty = self.type_of(c);
                let shape = self.builtin_shape(ty)?;
                let n = element_count(c);
                let mut elems = Vec::with_capacity(n as usize);
                for i in 0..n {
                    // SAFETY: element `i` < n of a ConstantDataSequential.
                    let e = unsafe { LLVMGetAggregateElement(c, i) };
                    elems.push(e);
                }
                return self.dense_attr(shape, &elems);
            }
            VK::LLVMConstantArrayValueKind | VK::LLVMConstantStructValueKind | VK::LLVMConstantVectorValueKind => {
                let ty = self.type_of(c);
                let shape = self.builtin_shape(ty)?;
                // Leaves in depth-first order.
                let mut leaves = Vec::new();
                let mut work = vec![c];
                while let Some(cur) = work.pop() {
                    match kind(cur) {
                        VK::LLVMConstantArrayValueKind | VK::LLVMConstantStructValueKind | VK::LLVMConstantVectorValueKind => {
                            for i in (0..num_operands(cur)).rev() {
                                work.push(operand(cur, i));
                            }
                        }
                        VK::LLVMConstantDataArrayValueKind | VK::LLVMConstantDataVectorValueKind => {
                            for i in 0..element_count(cur) {
                                // SAFETY: element `i` of a ConstantDataSequential.
                                leaves.push(unsafe { LLVMGetAggregateElement(cur, i) });
                            }
                        }
                        VK::LLVMConstantIntValueKind | VK::LLVMConstantFPValueKind => leaves.push(cur),
                        _ => return None,
                    }
                }
                return self.dense_attr(shape, &leaves);
            }
            VK::LLVMConstantAggregateZeroValueKind => {
                let ty = self.type_of(c);
                let shape = self.builtin_shape(ty)?;
                let elem = match self.ctx.type_kind(shape) {
                    TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
                    _ => return None,
                };
                let data = match self.ctx.type_kind(elem) {
                    TypeKind::Float(_) => DenseData::Floats(Box::new([0])),
                    _ => DenseData::Ints(Box::new([0])),
                };
                return Some(self.ctx.attr(AttrKind::DenseElements { ty: shape, data }));
            }
            _ => {}
        }
        None
    }

    /// An integer or float attribute for a scalar constant.
    fn scalar_attr(&mut self, c: LLVMValueRef) -> Option<Attr> {
        match kind(c) {
            VK::LLVMConstantIntValueKind => {
                let ty = self.type_of(c);
                let TypeKind::Integer { width, .. } = *self.ctx.type_kind(ty) else { return None };
                let value = int_value(c, width);
                if width == 1 {
                    return Some(self.ctx.attr(AttrKind::Bool(!value.is_zero())));
                }
                Some(self.ctx.attr(AttrKind::Integer { value, ty }))
            }
            VK::LLVMConstantFPValueKind => {
                let ty = self.type_of(c);
                if matches!(self.ctx.type_kind(ty), TypeKind::Llvm(crate::ir::LlvmType::PpcFp128)) {
                    // MLIR keeps the double-double value in an f128
                    // attribute (`getFloatType(128)`).
                    let bits = ppc_fp128_as_quad(c)?;
                    let f128 = self.ctx.ty(TypeKind::Float(crate::ir::FloatKind::F128));
                    return Some(self.ctx.attr(AttrKind::Float { bits, ty: f128 }));
                }
                let bits = float_bits(c, self.ctx.type_kind(ty))?;
                Some(self.ctx.attr(AttrKind::Float { bits, ty }))
            }
            _ => None,
        }
    }

    /// MLIR's `getBuiltinTypeForAttr` for aggregates: vectors of scalars
    /// stay vectors; nested arrays of scalars become tensors, of vectors
    /// vectors of more dimensions.
    fn builtin_shape(&mut self, ty: Type) -> Option<Type> {
        if let TypeKind::Vector { scalable, .. } = self.ctx.type_kind(ty) {
            if scalable.iter().any(|&s| s) {
                return None;
            }
            return Some(ty);
        }
        let mut shape = Vec::new();
        let mut t = ty;
        while let TypeKind::Llvm(LlvmType::Array { len, elem }) = self.ctx.type_kind(t) {
            shape.push(*len);
            t = *elem;
        }
        if shape.is_empty() {
            return None;
        }
        match self.ctx.type_kind(t).clone() {
            TypeKind::Integer { .. } | TypeKind::Float(_) => {
                let dims = shape.into_iter().map(Some).collect::<Vec<_>>();
                Some(self.ctx.ty(TypeKind::RankedTensor { shape: dims.into(), elem: t, encoding: None }))
            }
            TypeKind::Vector { shape: vs, scalable, elem } if vs.len() == 1 && !scalable[0] => {
                shape.push(vs[0]);
                let n = shape.len();
                Some(self.ctx.ty(TypeKind::Vector { shape: shape.into(), scalable: vec![false; n].into(), elem }))
            }
            _ => None,
        }
    }

    /// `dense<...>` of scalar leaves (a splat when all are equal).
    fn dense_attr(&mut self, shape: Type, leaves: &[LLVMValueRef]) -> Option<Attr> {
        let elem = match self.ctx.type_kind(shape) {
            TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } => *elem,
            _ => return None,
        };
        let data = match self.ctx.type_kind(elem).clone() {
            TypeKind::Integer { width, .. } => {
                let mut v = Vec::with_capacity(leaves.len());
                for &l in leaves {
                    if kind(l) != VK::LLVMConstantIntValueKind {
                        return None;
                    }
                    match int_value(l, width) {
                        IntValue::Small(x) => v.push(x),
                        IntValue::Big(_) => return None,
                    }
                }
                if !v.is_empty() && v.iter().all(|&x| x == v[0]) {
                    v.truncate(1);
                }
                DenseData::Ints(v.into())
            }
            k @ TypeKind::Float(_) => {
                let mut v = Vec::with_capacity(leaves.len());
                for &l in leaves {
                    if kind(l) != VK::LLVMConstantFPValueKind {
                        return None;
                    }
                    v.push(float_bits(l, &k)?);
                }
                if !v.is_empty() && v.iter().all(|&x| x == v[0]) {
                    v.truncate(1);
                }
                DenseData::Floats(v.into())
            }
            _ => return None,
        };
        Some(self.ctx.attr(AttrKind::DenseElements { ty: shape, data }))
    }
}

fn element_count(c: LLVMValueRef) -> u32 {
    // SAFETY: reads the type of a live constant.
    unsafe {
        let t = LLVMTypeOf(c);
        match LLVMGetTypeKind(t) {
            inkwell::llvm_sys::LLVMTypeKind::LLVMArrayTypeKind => LLVMGetArrayLength2(t) as u32,
            inkwell::llvm_sys::LLVMTypeKind::LLVMVectorTypeKind => LLVMGetVectorSize(t),
            inkwell::llvm_sys::LLVMTypeKind::LLVMStructTypeKind => LLVMCountStructElementTypes(t),
            _ => 0,
        }
    }
}

/// A constant integer's value, sign-extended from its width (as MLIR
/// prints integer attributes); wider than 64 bits read from its text.
fn int_value(c: LLVMValueRef, width: u32) -> IntValue {
    if width <= 64 {
        // SAFETY: `c` is a ConstantInt of at most 64 bits.
        let raw = unsafe { LLVMConstIntGetSExtValue(c) };
        return IntValue::Small(raw as i128);
    }
    // The C API reads at most 64 bits: the printed constant has them all.
    let text = super::ffi::print_value(c);
    let digits = text.rsplit(' ').next().unwrap_or("0");
    match digits.parse::<i128>() {
        Ok(v) if width <= 128 => IntValue::Small(v),
        _ => IntValue::Big(digits.into()),
    }
}

/// A constant float's raw bits.
fn float_bits(c: LLVMValueRef, k: &TypeKind) -> Option<u128> {
    let TypeKind::Float(fk) = k else { return None };
    // The C API reads floats as doubles only: exact for f16/f32/f64 and
    // bf16 values (they are doubles exactly); the printed hex form has the
    // bits of every kind.
    let text = super::ffi::print_value(c);
    let lit = text.rsplit(' ').next().unwrap_or("");
    let hex = |s: &str| u128::from_str_radix(s, 16).ok();
    match fk {
        FloatKind::F64 => {
            if let Some(h) = lit.strip_prefix("0x") {
                return hex(h);
            }
            let mut lossy = 0;
            // SAFETY: `c` is a ConstantFP.
            let d = unsafe { LLVMConstRealGetDouble(c, &mut lossy) };
            Some(d.to_bits() as u128)
        }
        FloatKind::F32 => {
            // LLVM prints floats as the double of the same value.
            if let Some(h) = lit.strip_prefix("0x") {
                let d = f64::from_bits(hex(h)? as u64);
                return Some((d as f32).to_bits() as u128);
            }
            let mut lossy = 0;
            // SAFETY: `c` is a ConstantFP.
            let d = unsafe { LLVMConstRealGetDouble(c, &mut lossy) };
            Some((d as f32).to_bits() as u128)
        }
        FloatKind::F16 | FloatKind::BF16 => {
            if let Some(h) = lit.strip_prefix("0xH").or_else(|| lit.strip_prefix("0xR")) {
                return hex(h);
            }
            if let Some(h) = lit.strip_prefix("0x") {
                // A double spelling of an exactly representable value.
                let d = f64::from_bits(hex(h)? as u64);
                return Some(if matches!(fk, FloatKind::BF16) { ((d as f32).to_bits() >> 16) as u128 } else { f16_bits(d) });
            }
            let d: f64 = lit.parse().ok()?;
            Some(if matches!(fk, FloatKind::BF16) { ((d as f32).to_bits() >> 16) as u128 } else { f16_bits(d) })
        }
        FloatKind::F80 => hex(lit.strip_prefix("0xK")?),
        FloatKind::F128 => {
            let h = lit.strip_prefix("0xL")?;
            // LLVM prints the low 64 bits first.
            if h.len() != 32 {
                return None;
            }
            let lo = hex(&h[..16])?;
            let hi = hex(&h[16..])?;
            Some((hi << 64) | lo)
        }
        _ => None,
    }
}

/// A `ppc_fp128` constant as the IEEE quad bits of the same value, for the
/// values whose printed form is the same under both semantics: a double
/// (no low part) equal to its own 7-digit decimal spelling (`1.5`, `0.25`,
/// `1024`), or zero. MLIR prints the double-double value itself, so a value
/// like 0.1 (not exactly 7 digits) or one with a low part would print
/// differently: those stay unhandled.
fn ppc_fp128_as_quad(c: LLVMValueRef) -> Option<u128> {
    let text = super::ffi::print_value(c);
    let h = text.rsplit(' ').next().unwrap_or("").strip_prefix("0xM")?;
    if h.len() != 32 {
        return None;
    }
    let hi = f64::from_bits(u64::from_str_radix(&h[..16], 16).ok()?);
    let lo = f64::from_bits(u64::from_str_radix(&h[16..], 16).ok()?);
    if lo != 0.0 || !hi.is_finite() || !short_decimal_exactly(hi) {
        return None;
    }
    Some(f64_to_quad_bits(hi))
}

/// Whether `d` equals its 7-significant-digit decimal spelling exactly.
fn short_decimal_exactly(d: f64) -> bool {
    if d == 0.0 {
        return true;
    }
    let spelled = format!("{:.6e}", d.abs());
    let Some((mantissa, exp)) = spelled.split_once('e') else { return false };
    let Ok(digits) = mantissa.replace('.', "").parse::<u128>() else { return false };
    let Ok(exp10) = exp.parse::<i32>() else { return false };
    // d = m * 2^e exactly; the decimal is digits * 10^(exp10 - 6).
    let bits = d.abs().to_bits();
    let (raw_exp, frac) = ((bits >> 52) as i32, bits & ((1 << 52) - 1));
    let (m, e) = if raw_exp == 0 { (frac as u128, -1074) } else { ((frac | (1 << 52)) as u128, raw_exp - 1075) };
    let k = exp10 - 6;
    // Compare digits * 10^k * 2^-e with m, scaling to integers; give up
    // where that needs more than 128 bits.
    let (mut lhs, mut rhs) = (digits, m);
    let scale = |v: u128, factor: u128, times: i32| -> Option<u128> {
        (0..times).try_fold(v, |acc, _| acc.checked_mul(factor))
    };
    if k >= 0 {
        lhs = match scale(lhs, 10, k) { Some(v) => v, None => return false };
    } else {
        rhs = match scale(rhs, 10, -k) { Some(v) => v, None => return false };
    }
    if e >= 0 {
        rhs = match scale(rhs, 2, e) { Some(v) => v, None => return false };
    } else {
        lhs = match scale(lhs, 2, -e) { Some(v) => v, None => return false };
    }
    lhs == rhs
}

/// The IEEE quad bits of a finite double (exact: quad has more of both).
fn f64_to_quad_bits(d: f64) -> u128 {
    let bits = d.to_bits();
    let sign = ((bits >> 63) as u128) << 127;
    let raw_exp = ((bits >> 52) & 0x7ff) as i64;
    let mut frac = bits & ((1 << 52) - 1);
    if raw_exp == 0 && frac == 0 {
        return sign;
    }
    let mut exp = raw_exp - 1023;
    if raw_exp == 0 {
        // Subnormal double: normalize (quad's range covers it).
        exp = -1022;
        while frac & (1 << 52) == 0 {
            frac <<= 1;
            exp -= 1;
        }
        frac &= (1 << 52) - 1;
    }
    sign | (((exp + 16383) as u128) << 112) | ((frac as u128) << 60)
}

/// The half-precision bits of a double that holds a half value exactly.
fn f16_bits(d: f64) -> u128 {
    let f = d as f32;
    let b = f.to_bits();
    let sign = ((b >> 16) & 0x8000) as u16;
    let exp = ((b >> 23) & 0xff) as i32;
    let man = b & 0x7f_ffff;
    let h = if exp == 0xff {
        sign | 0x7c00 | if man != 0 { 0x200 } else { 0 }
    } else if f == 0.0 {
        sign
    } else {
        let e = exp - 127 + 15;
        if e >= 31 {
            sign | 0x7c00
        } else if e <= 0 {
            let m = (man | 0x80_0000) >> (14 - e);
            sign | m as u16
        } else {
            sign | ((e as u16) << 10) | (man >> 13) as u16
        }
    };
    h as u128
}

