//! `vector.print` into calls of the C runner utilities (MLIR 19's
//! `VectorPrintOpConversion`): a scalar goes to `printF32`, `printF64`,
//! `printF16`/`printBF16` (bits as `i16`), `printI64` (signless and
//! signed integers up to 64 bits, sign-extended; `i1` zero-extended so
//! true prints as 1) or `printU64` (`index`, unsigned integers); then the
//! punctuation (`printNewline`, `printComma`, `printOpen`, `printClose`),
//! or a string literal through a private global and `printString` (no
//! newline after it). Vectors are left alone: MLIR breaks them into
//! scalar prints in `convert-vector-to-scf`.

use crate::conversion::api::{create_op, lookup_or_create_fn, module_of, string_address, string_global, ConversionRewriter};
use crate::ir::{AttrKind, FloatKind, Op, Signedness, Type, TypeKind, Value};
use crate::passes::api::prop;

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
    let Some((name, array)) = string_global(rw, module, op, "vector_print_str", text) else { return false };
    let (_, gep) = string_address(rw, op, &name, array);
    call(rw, op, "printString", &[gep])
}
