//! Operand and result type constraints, read from the op tables' constraint
//! text ("signless integer or LLVM dialect-compatible vector of signless
//! integer") into predicates once, and checked with MLIR's message
//! (`operand #0 must be ..., but got 'f32'`).
//!
//! The text is a small language: alternatives joined by ` or `, each an
//! element kind or `LLVM dialect-compatible vector of <kind>`. Compiling it
//! once (a `OnceLock` table keyed by the text) keeps the per-op check to a
//! hash lookup and a few type matches.

use std::sync::OnceLock;

use rustc_hash::FxHashMap;

use crate::ods::opdef::{Arity, OpDef, Slot};
use crate::ir::{Context, FloatKind, LlvmType, Signedness, Type, TypeKind};

/// One kind of type a constraint names.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
enum Kind {
    Any,
    /// `isCompatibleType`: a type the LLVM dialect can hold.
    Compatible,
    /// Signless integer, of any width or of this one.
    SignlessInt(Option<u32>),
    /// `isCompatibleFloatingPointType` (bf16, f16, f32, f64, f80, f128, ppc_fp128).
    LlvmFloat,
    /// Any builtin float type.
    Float,
    /// `F32`.
    F32,
    /// `!llvm.ptr`, in any address space or in this one.
    Ptr(Option<u32>),
    /// Any LLVM-compatible vector type.
    Vector,
    Token,
    Aggregate,
    Struct,
    /// Compatible, but not void or a function type.
    Primitive,
    /// Compatible, but not a struct or an array.
    NonAggregate,
    /// Compatible and of a known size.
    Sized,
    Function,
    /// `index`.
    Index,
    /// An integer of any width and signedness (`AnyInteger`).
    AnyInt,
    /// A float, or a vector (any rank) or tensor of floats (`FloatLike`).
    FloatLike,
    /// A signless integer or index, or a vector or tensor of them
    /// (`SignlessIntegerLike`).
    SignlessIntLike,
    /// The same without index (`SignlessFixedWidthIntegerLike`).
    SignlessFixedIntLike,
    /// `i1`, or a vector or tensor of `i1` (`BoolLike`).
    BoolLike,
    /// `complex<f*>`.
    ComplexFloat,
    /// Any `complex<...>`.
    AnyComplex,
    /// A ranked memref (`AnyMemRef`).
    MemRef,
    /// A ranked or unranked memref.
    AnyMemRef,
    /// A signless integer, index or float, or a vector or tensor of them.
    SignlessIntOrFloatLike,
    /// A ranked memref of signless integers.
    MemRefOfSignlessInt,
    /// A ranked memref of signless integers or floats.
    MemRefOfSignlessIntOrFloat,
}

/// A compiled constraint: alternatives, each a kind or a vector of a kind.
#[derive(Clone, Debug)]
pub struct Pred {
    alts: Vec<(bool, Kind)>,
}

fn kind_of(text: &str) -> Option<Kind> {
    Some(match text {
        "any type" => Kind::Any,
        "LLVM dialect-compatible type" => Kind::Compatible,
        "signless integer" => Kind::SignlessInt(None),
        "floating point LLVM type" => Kind::LlvmFloat,
        "floating-point" => Kind::Float,
        "32-bit float" => Kind::F32,
        "LLVM pointer type" => Kind::Ptr(None),
        "LLVM dialect-compatible vector type" => Kind::Vector,
        "LLVM token type" => Kind::Token,
        "LLVM aggregate type" => Kind::Aggregate,
        "LLVM structure type" => Kind::Struct,
        "primitive LLVM type" => Kind::Primitive,
        "LLVM-compatible non-aggregate type" => Kind::NonAggregate,
        "LLVM type with size" => Kind::Sized,
        "function type" => Kind::Function,
        "index" => Kind::Index,
        "integer" => Kind::AnyInt,
        "floating-point-like" => Kind::FloatLike,
        "signless-integer-like" => Kind::SignlessIntLike,
        "signless-fixed-width-integer-like" => Kind::SignlessFixedIntLike,
        "bool-like" => Kind::BoolLike,
        "complex type with floating-point elements" => Kind::ComplexFloat,
        "complex-type" => Kind::AnyComplex,
        "memref of any type values" => Kind::MemRef,
        "memref of signless-integer" => Kind::MemRefOfSignlessInt,
        _ => {
            if let Some(space) = text.strip_prefix("LLVM pointer in address space ") {
                return Some(Kind::Ptr(Some(space.parse().ok()?)));
            }
            let width = text.strip_suffix("-bit signless integer")?;
            Kind::SignlessInt(Some(width.parse().ok()?))
        }
    })
}

/// Reads a constraint's text; `None` when it uses a word we do not know
/// (then nothing is checked rather than something wrong).
fn compile(text: &str) -> Option<Pred> {
    // Phrases whose words hold an " or " of their own.
    match text {
        "ranked or unranked memref of any type values" => return Some(Pred { alts: vec![(false, Kind::AnyMemRef)] }),
        "signless-integer-or-float-like or memref of signless-integer or float" => {
            return Some(Pred { alts: vec![(false, Kind::SignlessIntOrFloatLike), (false, Kind::MemRefOfSignlessIntOrFloat)] })
        }
        _ => {}
    }
    let mut alts = Vec::new();
    for alt in text.split(" or ") {
        match alt.strip_prefix("LLVM dialect-compatible vector of ") {
            Some(elem) => alts.push((true, kind_of(elem)?)),
            None => alts.push((false, kind_of(alt)?)),
        }
    }
    Some(Pred { alts })
}

/// The compiled predicate of a constraint text, from a table built once
/// over every slot of every registered op.
pub fn pred(text: &str) -> Option<&'static Pred> {
    /// Compiled predicates, found by the address of the op tables' static
    /// text first (every op's every slot asks; hashing the words each time
    /// showed in profiles), then by the words.
    struct Table {
        by_address: FxHashMap<(usize, usize), usize>,
        by_text: FxHashMap<&'static str, usize>,
        preds: Vec<Pred>,
    }
    static TABLE: OnceLock<Table> = OnceLock::new();
    let table = TABLE.get_or_init(|| {
        let mut t = Table { by_address: FxHashMap::default(), by_text: FxHashMap::default(), preds: Vec::new() };
        for def in crate::ods::all_ops() {
            for s in def.operands.iter().chain(def.results) {
                let i = match t.by_text.get(s.constraint) {
                    Some(&i) => i,
                    None => match compile(s.constraint) {
                        Some(p) => {
                            t.preds.push(p);
                            t.by_text.insert(s.constraint, t.preds.len() - 1);
                            t.preds.len() - 1
                        }
                        None => continue,
                    },
                };
                t.by_address.insert((s.constraint.as_ptr() as usize, s.constraint.len()), i);
            }
        }
        t
    });
    let i = table.by_address.get(&(text.as_ptr() as usize, text.len())).or_else(|| table.by_text.get(text))?;
    Some(&table.preds[*i])
}

impl Pred {
    pub fn holds(&self, ctx: &Context, t: Type) -> bool {
        self.alts.iter().any(|&(vector, kind)| match vector {
            false => is_kind(ctx, kind, t),
            true => vector_elem(ctx, t).is_some_and(|e| is_kind(ctx, kind, e)),
        })
    }
}

fn is_kind(ctx: &Context, kind: Kind, t: Type) -> bool {
    let k = ctx.type_kind(t);
    match kind {
        Kind::Any => true,
        Kind::Compatible => is_compatible(ctx, t),
        Kind::SignlessInt(w) => {
            matches!(k, TypeKind::Integer { width, signedness: Signedness::Signless } if w.is_none_or(|w| w == *width))
        }
        Kind::LlvmFloat => is_llvm_float(k),
        Kind::Float => matches!(k, TypeKind::Float(_)),
        Kind::F32 => matches!(k, TypeKind::Float(crate::ir::FloatKind::F32)),
        Kind::Ptr(space) => {
            matches!(k, TypeKind::Llvm(LlvmType::Ptr { addr_space }) if space.is_none_or(|s| s == *addr_space))
        }
        Kind::Vector => vector_elem(ctx, t).is_some(),
        Kind::Token => matches!(k, TypeKind::Llvm(LlvmType::Token)),
        Kind::Aggregate => matches!(
            k,
            TypeKind::Llvm(LlvmType::Array { .. } | LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. })
        ),
        Kind::Struct => matches!(k, TypeKind::Llvm(LlvmType::LiteralStruct { .. } | LlvmType::IdentifiedStruct { .. })),
        Kind::Primitive => {
            is_compatible(ctx, t) && !matches!(k, TypeKind::Llvm(LlvmType::Void | LlvmType::Func { .. }))
        }
        Kind::NonAggregate => is_compatible(ctx, t) && !is_kind(ctx, Kind::Aggregate, t),
        Kind::Sized => is_sized(ctx, t),
        Kind::Function => matches!(k, TypeKind::Function { .. }),
        Kind::Index => matches!(k, TypeKind::Index),
        Kind::AnyInt => matches!(k, TypeKind::Integer { .. }),
        Kind::FloatLike => scalar_or_shaped(ctx, t, |k| matches!(k, TypeKind::Float(_))),
        Kind::SignlessIntLike => scalar_or_shaped(ctx, t, |k| {
            matches!(k, TypeKind::Index | TypeKind::Integer { signedness: Signedness::Signless, .. })
        }),
        Kind::SignlessFixedIntLike => {
            scalar_or_shaped(ctx, t, |k| matches!(k, TypeKind::Integer { signedness: Signedness::Signless, .. }))
        }
        Kind::BoolLike => {
            scalar_or_shaped(ctx, t, |k| matches!(k, TypeKind::Integer { width: 1, signedness: Signedness::Signless }))
        }
        Kind::ComplexFloat => {
            matches!(k, TypeKind::Complex(e) if matches!(ctx.type_kind(*e), TypeKind::Float(_)))
        }
        Kind::AnyComplex => matches!(k, TypeKind::Complex(_)),
        Kind::MemRef => matches!(k, TypeKind::MemRef { .. }),
        Kind::AnyMemRef => matches!(k, TypeKind::MemRef { .. } | TypeKind::UnrankedMemRef { .. }),
        Kind::SignlessIntOrFloatLike => scalar_or_shaped(ctx, t, |k| {
            matches!(k, TypeKind::Index | TypeKind::Float(_) | TypeKind::Integer { signedness: Signedness::Signless, .. })
        }),
        Kind::MemRefOfSignlessInt => matches!(k, TypeKind::MemRef { elem, .. }
            if matches!(ctx.type_kind(*elem), TypeKind::Integer { signedness: Signedness::Signless, .. })),
        Kind::MemRefOfSignlessIntOrFloat => matches!(k, TypeKind::MemRef { elem, .. }
            if matches!(ctx.type_kind(*elem), TypeKind::Float(_) | TypeKind::Integer { signedness: Signedness::Signless, .. })),
    }
}

/// MLIR's `*Like` constraints: the scalar itself, or a vector of any rank
/// (scalable too) or a ranked or unranked tensor of it.
fn scalar_or_shaped(ctx: &Context, t: Type, scalar: impl Fn(&TypeKind) -> bool) -> bool {
    let elem = match ctx.type_kind(t) {
        TypeKind::Vector { elem, .. } | TypeKind::RankedTensor { elem, .. } | TypeKind::UnrankedTensor { elem } => *elem,
        _ => t,
    };
    scalar(ctx.type_kind(elem))
}

/// `isCompatibleFloatingPointType`.
pub fn is_llvm_float(k: &TypeKind) -> bool {
    matches!(
        k,
        TypeKind::Float(FloatKind::BF16 | FloatKind::F16 | FloatKind::F32 | FloatKind::F64 | FloatKind::F80 | FloatKind::F128)
            | TypeKind::Llvm(LlvmType::PpcFp128)
    )
}

/// The element type of an LLVM-compatible vector: a 1-D builtin vector of
/// signless integers or LLVM floats, or `!llvm.vec` (which may hold
/// pointers).
pub fn vector_elem(ctx: &Context, t: Type) -> Option<Type> {
    match ctx.type_kind(t) {
        TypeKind::Vector { shape, elem, .. } if shape.len() == 1 => {
            let ek = ctx.type_kind(*elem);
            let ok = matches!(ek, TypeKind::Integer { signedness: Signedness::Signless, .. }) || is_llvm_float(ek);
            ok.then_some(*elem)
        }
        TypeKind::Llvm(LlvmType::Vec { elem, .. }) => Some(*elem),
        _ => None,
    }
}

/// `LLVM::isCompatibleType`: builtin signless integers, the LLVM float
/// types, 1-D vectors of those, and the LLVM dialect's own types with
/// compatible contents.
pub fn is_compatible(ctx: &Context, t: Type) -> bool {
    is_compatible_depth(ctx, t, 0)
}

fn is_compatible_depth(ctx: &Context, t: Type, depth: u32) -> bool {
    // Identified structs may be recursive; their bodies are checked where
    // they are defined, so stop descending into them.
    if depth > 64 {
        return true;
    }
    let rec = |t: Type| is_compatible_depth(ctx, t, depth + 1);
    match ctx.type_kind(t) {
        TypeKind::Integer { signedness, .. } => *signedness == Signedness::Signless,
        k @ TypeKind::Float(_) => is_llvm_float(k),
        TypeKind::Vector { .. } => vector_elem(ctx, t).is_some(),
        TypeKind::Llvm(l) => match l {
            LlvmType::Array { elem, .. } | LlvmType::Vec { elem, .. } => rec(*elem),
            LlvmType::Func { ret, params, .. } => rec(*ret) && params.iter().all(|&p| rec(p)),
            LlvmType::LiteralStruct { fields, .. } => fields.iter().all(|&f| rec(f)),
            LlvmType::TargetExt { types, .. } => types.iter().all(|&f| rec(f)),
            _ => true,
        },
        _ => false,
    }
}

/// Types that have a size in memory: not void, functions, labels, tokens,
/// metadata, or target extension types without the `HasSize`-like property
/// (MLIR knows a few by name).
pub fn is_sized(ctx: &Context, t: Type) -> bool {
    if !is_compatible(ctx, t) {
        return false;
    }
    match ctx.type_kind(t) {
        TypeKind::Llvm(l) => match l {
            LlvmType::Void | LlvmType::Func { .. } | LlvmType::Label | LlvmType::Token | LlvmType::Metadata => false,
            LlvmType::TargetExt { name, .. } => target_ext_sized(name),
            LlvmType::Array { elem, .. } | LlvmType::Vec { elem, .. } => is_sized(ctx, *elem),
            LlvmType::LiteralStruct { fields, .. } => fields.iter().all(|&f| is_sized(ctx, f)),
            _ => true,
        },
        _ => true,
    }
}

/// LLVM's target extension types with a layout (`aarch64.svcount`,
/// `riscv.vector.tuple`, `spirv.*`); others have none.
pub fn target_ext_sized(name: &str) -> bool {
    name == "aarch64.svcount" || name == "riscv.vector.tuple" || name.starts_with("spirv.")
}

/// One violated slot constraint, as MLIR words it (without the op prefix).
pub fn check_slots(
    ctx: &Context,
    def: &OpDef,
    what: &str,
    slots: &[Slot],
    types: &[Type],
    segments: Option<&[i64]>,
) -> Option<String> {
    let groups = group(slots, types.len(), segments)?;
    let mut index = 0usize;
    for (slot, count) in slots.iter().zip(groups) {
        let p = pred(slot.constraint);
        for _ in 0..count {
            let t = types[index];
            if let Some(p) = p {
                if !p.holds(ctx, t) {
                    let variadic = if slot.arity == Arity::Variadic { "variadic of " } else { "" };
                    let ty = crate::printer::type_to_string(ctx, t);
                    return Some(format!("{what} #{index} must be {variadic}{}, but got '{ty}'", slot.constraint));
                }
            }
            index += 1;
        }
    }
    let _ = def;
    None
}

/// How many values each slot takes: from segment sizes when given, else
/// from the one variadic or optional slot; `None` when it cannot be told.
pub fn group(slots: &[Slot], n: usize, segments: Option<&[i64]>) -> Option<Vec<usize>> {
    if let Some(seg) = segments {
        if seg.len() == slots.len() && seg.iter().all(|&s| s >= 0) && seg.iter().sum::<i64>() as usize == n {
            return Some(seg.iter().map(|&s| s as usize).collect());
        }
        return None;
    }
    let fixed = slots.iter().filter(|s| s.arity == Arity::One).count();
    let open: Vec<usize> =
        slots.iter().enumerate().filter(|(_, s)| s.arity != Arity::One).map(|(i, _)| i).collect();
    match open.len() {
        0 if n == fixed => Some(vec![1; slots.len()]),
        1 if n >= fixed => {
            let mut g = vec![1; slots.len()];
            g[open[0]] = n - fixed;
            if slots[open[0]].arity == Arity::Optional && n - fixed > 1 {
                return None;
            }
            Some(g)
        }
        _ => None,
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn every_constraint_of_the_tables_compiles() {
        // The generated tables (the hand-kept ones word some constraints
        // their own way and check them in their verifiers).
        let generated = ["llvm", "func", "builtin"];
        let ops = crate::ods::registry::all_ops()
            .filter(|d| d.name.split_once('.').is_some_and(|(ns, _)| generated.contains(&ns)));
        let known = ["any successor", "any region"];
        for def in ops {
            for s in def.operands.iter().chain(def.results) {
                assert!(known.contains(&s.constraint) || pred(s.constraint).is_some(), "{}: {}", def.name, s.constraint);
            }
        }
    }

    #[test]
    fn predicates() {
        let mut ctx = Context::new();
        let i32t = ctx.int_type(32);
        let f32t = ctx.ty(TypeKind::Float(FloatKind::F32));
        let v = ctx.ty(TypeKind::Vector { shape: Box::new([4]), scalable: Box::new([false]), elem: i32t });
        let int_or_vec = compile("signless integer or LLVM dialect-compatible vector of signless integer").unwrap();
        assert!(int_or_vec.holds(&ctx, i32t));
        assert!(int_or_vec.holds(&ctx, v));
        assert!(!int_or_vec.holds(&ctx, f32t));
        let i1 = compile("1-bit signless integer").unwrap();
        assert!(!i1.holds(&ctx, i32t));
        assert!(compile("no such words").is_none());
    }
}
