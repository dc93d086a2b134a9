//! `vector.print` into calls of the C runner utilities (MLIR 19's
//! `VectorPrintOpConversion`): a scalar goes to `printF32`, `printF64`,
//! `printF16`/`printBF16` (bits as `i16`), `printI64` (signless and
//! signed integers up to 64 bits, sign-extended; `i1` zero-extended so
//! true prints as 1) or `printU64` (`index`, unsigned integers); then the
//! punctuation (`printNewline`, `printComma`, `printOpen`, `printClose`),
//! or a string literal through a private global and `printString` (no
//! newline after it). Vectors are left alone: MLIR breaks them into
//! scalar prints in `convert-vector-to-scf`.

use std::sync::atomic::{AtomicU32, Ordering};

use crate::conversion::api::{create_at_module_start, create_op, lookup_or_create_fn, lookup_symbol, module_of, ConversionRewriter, NewOp};
use crate::ir::{AttrKind, DenseData, FloatKind, IntOrFloat, LlvmType, Op, Signedness, Type, TypeKind, Value};
use crate::passes::api::prop;

/// How many string globals were renamed in this process (MLIR keeps one
/// counter for the whole run).
static UNIQUE: AtomicU32 = AtomicU32::new(0);

/// How a scalar reaches its printer.
enum Widen {
    None,
    ZeroExt,
    SignExt,
    Bits16,
}

/// `llvm.call @name(args)`, declaring `name` at the module's start first.
fn call(rw: &mut ConversionRewriter<'_>, op: Op, name: &str, args: &[Value]) -> bool {
    let params: Vec<Type> = args.iter().map(|&a| rw.body.value(a).ty).collect();
    if !lookup_or_create_fn(rw, op, name, &params, None) {
        return false;
    }
    let callee = rw.ctx.flat_symbol_ref(name);
    create_op(rw, op, "llvm.call", args, &[], &[("callee", callee)]);
    true
}

/// The printer and widening of a scalar type, `None` when unsupported.
fn printer(rw: &ConversionRewriter<'_>, t: Type) -> Option<(&'static str, Widen)> {
    Some(match rw.ctx.type_kind(t) {
        TypeKind::Float(FloatKind::F32) => ("printF32", Widen::None),
        TypeKind::Float(FloatKind::F64) => ("printF64", Widen::None),
        TypeKind::Float(FloatKind::F16) => ("printF16", Widen::Bits16),
        TypeKind::Float(FloatKind::BF16) => ("printBF16", Widen::Bits16),
        TypeKind::Index => ("printU64", Widen::None),
        TypeKind::Integer { width, signedness } if *width <= 64 => match signedness {
            Signedness::Unsigned => ("printU64", if *width < 64 { Widen::ZeroExt } else { Widen::None }),
            _ if *width == 1 => ("printI64", Widen::ZeroExt),
            _ => ("printI64", if *width < 64 { Widen::SignExt } else { Widen::None }),
        },
        _ => return None,
    })
}

/// `vector.print`.
pub fn print(rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
    let module = module_of(rw, op);
    if module == op || rw.body.op(module).regions.is_empty() {
        return false;
    }
    if let (Some(&value), Some(&orig)) = (operands.first(), rw.body.op(op).operands.first()) {
        let t = rw.body.value(orig).ty;
        if matches!(rw.ctx.type_kind(t), TypeKind::Vector { .. }) {
            return false;
        }
        let Some((name, widen)) = printer(rw, t) else { return false };
        // Declared before the widening, as MLIR looks the printer up first.
        let param = match widen {
            Widen::None => rw.body.value(value).ty,
            Widen::Bits16 => rw.ctx.int_type(16),
            Widen::ZeroExt | Widen::SignExt => rw.ctx.int_type(64),
        };
        if !lookup_or_create_fn(rw, op, name, &[param], None) {
            return false;
        }
        let cast = match widen {
            Widen::None => None,
            Widen::ZeroExt => Some("arith.extui"),
            Widen::SignExt => Some("arith.extsi"),
            Widen::Bits16 => Some("llvm.bitcast"),
        };
        let arg = match cast {
            Some(c) => {
                let o = create_op(rw, op, c, &[value], &[param], &[]);
                Value(rw.body.op(o).first_result)
            }
            None => value,
        };
        if !call(rw, op, name, &[arg]) {
            return false;
        }
    }
    if let Some(AttrKind::String { value, .. }) = prop(rw.ctx, rw.body, op, "stringLiteral").map(|a| rw.ctx.attr_kind(a).clone()) {
        if !print_string(rw, op, module, &value) {
            return false;
        }
    } else {
        let punct = prop(rw.ctx, rw.body, op, "punctuation").and_then(|a| rw.ctx.dialect_words(a)).and_then(|(_, w)| w.first().map(|s| s.to_string()));
        let name = match punct.as_deref() {
            None | Some("newline") => Some("printNewline"),
            Some("comma") => Some("printComma"),
            Some("open") => Some("printOpen"),
            Some("close") => Some("printClose"),
            _ => None,
        };
        if let Some(name) = name {
            if !call(rw, op, name, &[]) {
                return false;
            }
        }
    }
    rw.replace_op(op, &[]);
    true
}

/// The string as a private constant global `vector_print_str` (made
/// unique), its address and a call of `printString` (MLIR's
/// `createPrintStrCall`).
fn print_string(rw: &mut ConversionRewriter<'_>, op: Op, module: Op, text: &[u8]) -> bool {
    let mut bytes = text.to_vec();
    bytes.push(0);
    let i8 = rw.ctx.int_type(8);
    let array = rw.ctx.ty(TypeKind::Llvm(LlvmType::Array { len: bytes.len() as u64, elem: i8 }));
    let tensor = rw.ctx.ty(TypeKind::RankedTensor { shape: Box::new([Some(bytes.len() as u64)]), elem: i8, encoding: None });
    let data = DenseData::Ints(bytes.iter().map(|&b| b as i8 as i128).collect());
    let value = rw.ctx.attr(AttrKind::DenseElements { ty: tensor, data });
    let mut name = "vector_print_str".to_string();
    while lookup_symbol(rw, module, &name).is_some() {
        name = format!("vector_print_str_{}", UNIQUE.fetch_add(1, Ordering::Relaxed));
    }
    let sym = rw.ctx.string_attr(&name);
    let global_type = rw.ctx.attr(AttrKind::Type(array));
    let private = rw.ctx.dialect_words_attr("llvm.linkage", &["private"]);
    let unit = rw.ctx.unit();
    let addr_space = rw.ctx.int_attr(0, 32);
    let props = [("addr_space", addr_space), ("constant", unit), ("global_type", global_type), ("linkage", private), ("sym_name", sym), ("value", value)];
    let region = rw.body.new_region();
    if create_at_module_start(rw, module, op, "llvm.mlir.global", NewOp { props: &props, regions: &[region], ..NewOp::default() }).is_none() {
        return false;
    }
    let ptr = rw.ctx.ptr_type();
    let global_name = rw.ctx.flat_symbol_ref(&name);
    let addr = create_op(rw, op, "llvm.mlir.addressof", &[], &[ptr], &[("global_name", global_name)]);
    let addr = Value(rw.body.op(addr).first_result);
    let elem_type = rw.ctx.attr(AttrKind::Type(array));
    let i32 = rw.ctx.int_type(32);
    let indices = rw.ctx.attr(AttrKind::DenseArray { elem: i32, values: Box::new([IntOrFloat::Int(0)]) });
    let gep = create_op(rw, op, "llvm.getelementptr", &[addr], &[ptr], &[("elem_type", elem_type), ("rawConstantIndices", indices)]);
    let gep = Value(rw.body.op(gep).first_result);
    call(rw, op, "printString", &[gep])
}
