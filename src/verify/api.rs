//! What a dialect's verification code may use: the rows a dialect registers
//! its verifiers in ([`OpVerify`], [`DialectVerify`]), and the verifier's
//! view of the IR ([`Cx`]) with MLIR's error wording.
//!
//! The walk ([`super::walk`]) calls, for each registered op, in MLIR's
//! order: the discardable attributes' dialects ([`DialectVerify::op_attr`]),
//! the invariants (with [`OpVerify::attr_constraints`],
//! [`DialectVerify::attr_classes`] and [`DialectVerify::property`]), the
//! `Symbol` and `FunctionOpInterface` traits (with
//! [`DialectVerify::arg_attr`], [`DialectVerify::result_attr`]), the op's
//! own [`OpVerify::verify`], its successor operands; on leaving it
//! [`OpVerify::verify_regions`], and on leaving a symbol table each
//! nested op's [`OpVerify::symbol_uses`].

use std::cell::RefCell;

use rustc_hash::FxHashSet;

pub use super::constraints::{is_compatible, is_llvm_float, is_sized, target_ext_sized, vector_elem};
/// The immediate dominators of a region's reachable blocks (the entry maps
/// to itself), for passes that walk the dominator tree (`mem2reg`).
pub use super::dominance::dominators;
use super::symbols::Tables;
use crate::diag::Diagnostic;
use crate::ir::{Attr, AttrKind, Block, Body, Context, Ident, Op, Type, Value};
use crate::ods::opdef::traits;
use crate::ods::OpInfo;

/// What a check returns: the first failure, as MLIR's verifier stops there.
pub type Res = Result<(), Diagnostic>;

/// A check of one op.
pub type OpCheck = fn(&Cx, Op) -> Res;

/// One op's own verification.
#[derive(Debug)]
pub struct OpVerify {
    /// The op's full name (`llvm.load`).
    pub op: &'static str,
    /// The op's `verify()`, on entering it, after its invariants.
    pub verify: Option<OpCheck>,
    /// `verifyRegions`, on leaving it, after the ops of its regions.
    pub verify_regions: Option<OpCheck>,
    /// `SymbolUserOpInterface::verifySymbolUses`, when leaving the symbol
    /// table the op is in (after everything in the table verified).
    pub symbol_uses: Option<OpCheck>,
    /// Inherent attributes whose ODS constraint says more than the tables'
    /// attribute kind.
    pub attr_constraints: &'static [AttrConstraint],
    /// `HasParent` / `ParentOneOf`: the ops the op may be directly inside
    /// (empty: any). A structural trait, checked on entering the op before
    /// the terminator rule and the operand and attribute constraints.
    pub parents: &'static [&'static str],
}

impl OpVerify {
    /// A row with no hooks, to be completed with `..OpVerify::NONE`.
    pub const NONE: OpVerify =
        OpVerify { op: "", verify: None, verify_regions: None, symbol_uses: None, attr_constraints: &[], parents: &[] };
}

/// An inherent attribute's constraint beyond its kind: the value must be
/// of the kind the tables say (when that kind is checked at all) and
/// satisfy `holds`; otherwise MLIR's `attribute 'x' failed to satisfy
/// constraint: <words>`.
#[derive(Debug)]
pub struct AttrConstraint {
    pub attr: &'static str,
    pub holds: fn(&Context, Attr) -> bool,
    /// The constraint's summary, as ODS words it.
    pub words: &'static str,
}

/// ODS's typed array attributes (`TypedArrayAttrBase`): `a` is an array
/// attribute whose every element satisfies `element`.
pub fn is_array_of(ctx: &Context, a: Attr, element: impl Fn(&Context, Attr) -> bool) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Array(items) if items.iter().all(|&item| element(ctx, item)))
}

/// ODS's `I32Attr`, `I64Attr`, ...: an integer attribute of the signless
/// integer type `width` bits wide.
pub fn is_signless_int_attr(ctx: &Context, a: Attr, width: u32) -> bool {
    matches!(ctx.attr_kind(a), AttrKind::Integer { ty, .. }
        if matches!(ctx.type_kind(*ty), crate::ir::TypeKind::Integer { width: w, signedness: crate::ir::Signedness::Signless } if *w == width))
}

/// The attribute classes of a dialect (`AttrType::Dialect(class)` in its
/// ops' tables) that inherent attributes are checked against.
#[derive(Debug)]
pub struct AttrClasses {
    /// The class's summary, as ODS words it; `None` for a class not checked.
    pub summary: fn(&str) -> Option<&'static str>,
    /// Whether the attribute is of the class.
    pub holds: fn(&Context, &str, Attr) -> bool,
}

/// `verifyOperationAttribute`: a discardable attribute of the dialect's
/// namespace, on any op: (cx, op, attribute name, value).
pub type OpAttrCheck = fn(&Cx, Op, &str, Attr) -> Res;

/// `verifyRegionArgAttribute` on a function-like op: (cx, function,
/// argument type, the argument's whole dictionary, attribute name, value).
pub type ArgAttrCheck = fn(&Cx, Op, Type, &[(Ident, Attr)], &str, Attr) -> Res;

/// `verifyRegionResultAttribute`: (cx, function, result type, name, value).
pub type ResultAttrCheck = fn(&Cx, Op, Type, &str, Attr) -> Res;

/// A dialect's verification hooks.
#[derive(Debug)]
pub struct DialectVerify {
    pub ops: &'static [OpVerify],
    /// Its discardable attributes (`llvm.data_layout`, `nvvm.kernel`), on
    /// any op, in the dictionary's order.
    pub op_attr: Option<OpAttrCheck>,
    /// Its attributes on a function's arguments (`arg_attrs` entries).
    pub arg_attr: Option<ArgAttrCheck>,
    /// Its attributes on a function's results (`res_attrs` entries).
    pub result_attr: Option<ResultAttrCheck>,
    /// Properties of every op of the dialect, by name, after the
    /// invariants: the constraint message when the value does not fit
    /// (the LLVM dialect's metadata lists). The parser asks it too, as
    /// MLIR's generated parsers check inherent attributes.
    pub property: Option<fn(&Context, &str, Attr) -> Option<String>>,
    /// The attribute classes its ops' inherent attributes are checked
    /// against.
    pub attr_classes: Option<AttrClasses>,
}

impl DialectVerify {
    pub const EMPTY: DialectVerify =
        DialectVerify { ops: &[], op_attr: None, arg_attr: None, result_attr: None, property: None, attr_classes: None };
}

/// The verifier's view of the IR: the context, the body, the symbol
/// tables, and what ops are (their registry entries, memoised by name).
pub struct Cx<'a> {
    pub ctx: &'a Context,
    pub body: &'a Body,
    pub symbols: Tables<'a>,
    /// Registry entries by interned op name (index: the name's id).
    infos: RefCell<Vec<Option<Option<&'static OpInfo>>>>,
    /// Op shapes (name, attributes, types, counts) whose ODS invariants
    /// held: ops of one shape are common, and the check is the walk's
    /// largest cost (see `invariants::check`).
    invariants_held: RefCell<FxHashSet<Box<[u32]>>>,
}

impl<'a> Cx<'a> {
    pub(super) fn new(ctx: &'a Context, body: &'a Body) -> Cx<'a> {
        Cx { ctx, body, symbols: Tables::build(ctx, body), infos: RefCell::default(), invariants_held: RefCell::default() }
    }

    /// The registry entry of `op`; `None` for unregistered ops. Memoised
    /// by the interned name, so the walk pays one small hash per op.
    pub fn info(&self, op: Op) -> Option<&'static OpInfo> {
        let name = self.body.op(op).name;
        let at = name.0 as usize;
        if let Some(&Some(i)) = self.infos.borrow().get(at) {
            return i;
        }
        let i = crate::ods::lookup(self.ctx.str(name));
        let mut infos = self.infos.borrow_mut();
        if infos.len() <= at {
            infos.resize(at + 1, None);
        }
        infos[at] = Some(i);
        i
    }

    /// Whether an op of this shape key passed `invariants::check` before.
    pub(super) fn invariants_held(&self, key: &[u32]) -> bool {
        self.invariants_held.borrow().contains(key)
    }

    /// Notes that an op of this shape key passed `invariants::check`.
    pub(super) fn note_invariants_held(&self, key: &[u32]) {
        self.invariants_held.borrow_mut().insert(key.into());
    }

    /// Whether `op` is registered with the trait bit `t`.
    pub fn has_trait(&self, op: Op, t: u32) -> bool {
        self.info(op).is_some_and(|i| i.def.has(t))
    }

    pub fn name(&self, op: Op) -> &'a str {
        self.ctx.str(self.body.op(op).name)
    }

    /// `'name' op message` at the op, as MLIR's `emitOpError`.
    pub fn op_err(&self, op: Op, msg: impl std::fmt::Display) -> Diagnostic {
        Diagnostic::error(self.body.op(op).span, format!("'{}' op {msg}", self.name(op))).on_op(op.index() as u32)
    }

    /// InferTypeOpInterface's complaint (`verifyInferredResultTypes`) when
    /// the op's result types are not compatible with `inferred` (each type
    /// as MLIR prints it): "inferred type(s) ... are incompatible", at the
    /// op's location without the op attached, then "failed to infer
    /// returned types" on the op.
    pub fn inferred_mismatch(&self, op: Op, inferred: &[String]) -> Diagnostic {
        let quote = |types: Vec<String>| types.iter().map(|t| format!("'{t}'")).collect::<Vec<_>>().join(", ");
        let actual = quote(self.result_types(op).into_iter().map(|t| self.ts(t)).collect());
        let first = Diagnostic::error(
            self.body.op(op).span,
            format!("'{}' op inferred type(s) {} are incompatible with return type(s) of operation {actual}", self.name(op), quote(inferred.to_vec())),
        );
        let mut d = self.op_err(op, "failed to infer returned types");
        d.preceding.push(first);
        d
    }

    /// A message at the op without the op prefix, as MLIR's `emitError`.
    pub fn err(&self, op: Op, msg: impl Into<String>) -> Diagnostic {
        Diagnostic::error(self.body.op(op).span, msg).on_op(op.index() as u32)
    }

    /// An inherent attribute (a property), or a discardable one of that name.
    pub fn prop(&self, op: Op, name: &str) -> Option<Attr> {
        let d = self.body.op(op);
        d.properties.and_then(|p| self.ctx.dict_get_str(p, name)).or_else(|| self.ctx.dict_get_str(d.attrs, name))
    }

    /// Only the discardable attribute `{name = ...}`.
    pub fn discardable(&self, op: Op, name: &str) -> Option<Attr> {
        self.ctx.dict_get_str(self.body.op(op).attrs, name)
    }

    pub fn prop_int(&self, op: Op, name: &str) -> Option<i128> {
        self.prop(op, name).and_then(|a| self.ctx.int_value(a))
    }

    /// An `array<i32: ...>` property such as `operandSegmentSizes`.
    pub fn segment_sizes(&self, op: Op, name: &str) -> Option<Vec<i64>> {
        let ints = self.ctx.dense_array_ints(self.prop(op, name)?)?;
        ints.into_iter().map(|i| i64::try_from(i).ok()).collect()
    }

    pub fn string(&self, a: Attr) -> Option<&'a str> {
        match self.ctx.attr_kind(a) {
            AttrKind::String { value, .. } => std::str::from_utf8(value).ok(),
            _ => None,
        }
    }

    /// The root name of a symbol reference attribute.
    pub fn symbol(&self, a: Attr) -> Option<&'a str> {
        match self.ctx.attr_kind(a) {
            AttrKind::SymbolRef { root, .. } => Some(self.ctx.str(*root)),
            _ => None,
        }
    }

    /// The `sym_name` of an op.
    pub fn sym_name(&self, op: Op) -> Option<&'a str> {
        super::symbols::sym_name(self.ctx, self.body, op)
    }

    /// The keyword of a one-word dialect attribute (`#llvm.linkage<internal>`).
    pub fn word(&self, a: Attr) -> Option<&'a str> {
        let (_, words) = self.ctx.dialect_words(a)?;
        (words.len() == 1).then(|| words[0])
    }

    /// The type of operand `i`, if there is one.
    pub fn operand_type(&self, op: Op, i: usize) -> Option<Type> {
        self.body.op(op).operands.get(i).map(|&v| self.body.value(v).ty)
    }

    /// The type of result `i`, if there is one.
    pub fn result_type(&self, op: Op, i: usize) -> Option<Type> {
        let d = self.body.op(op);
        (i < d.num_results as usize).then(|| self.body.value(Value(d.first_result + i as u32)).ty)
    }

    pub fn operand_types(&self, op: Op) -> Vec<Type> {
        self.body.op(op).operands.iter().map(|&v| self.body.value(v).ty).collect()
    }

    pub fn result_types(&self, op: Op) -> Vec<Type> {
        self.body.op(op).results().map(|v| self.body.value(v).ty).collect()
    }

    pub fn ts(&self, t: Type) -> String {
        crate::printer::type_to_string(self.ctx, t)
    }

    /// The op whose region holds `op`.
    pub fn parent_op(&self, op: Op) -> Option<Op> {
        let b = self.body.op(op).parent?;
        self.body.region(self.body.block(b).parent?).parent
    }

    /// Whether a function-like op is a declaration (no body).
    pub fn is_declaration(&self, f: Op) -> bool {
        self.body.op(f).regions.iter().all(|&r| self.body.region(r).blocks.is_empty())
    }

    /// The function-like op (`FunctionOpInterface`: `llvm.func`,
    /// `func.func`) that holds `op`.
    pub fn enclosing_function(&self, mut op: Op) -> Option<Op> {
        loop {
            op = self.parent_op(op)?;
            if self.has_trait(op, traits::FUNCTION_LIKE) {
                return Some(op);
            }
        }
    }

    /// The nearest enclosing symbol table of `op` (not `op` itself).
    pub fn table_of(&self, op: Op) -> Option<Op> {
        let mut cur = op;
        loop {
            cur = self.parent_op(cur)?;
            if self.symbols.is_table(cur) {
                return Some(cur);
            }
        }
    }

    /// `lookupNearestSymbolFrom`: the symbol named in the nearest table
    /// around `from`, then the tables around that one.
    pub fn lookup(&self, from: Op, name: &str) -> Option<Op> {
        let mut at = from;
        while let Some(t) = self.table_of(at) {
            if let Some(o) = self.symbols.get(t, name) {
                return Some(o);
            }
            at = t;
        }
        None
    }

    /// A nested reference `@a::@b`: `a` from the nearest table, then `b` in it.
    pub fn lookup_ref(&self, from: Op, a: Attr) -> Option<Op> {
        let AttrKind::SymbolRef { root, nested } = self.ctx.attr_kind(a) else { return None };
        let mut op = self.lookup(from, self.ctx.str(*root))?;
        for n in nested.iter() {
            op = self.symbols.get(op, self.ctx.str(*n))?;
        }
        Some(op)
    }

    /// `BranchOpInterface`'s check: each successor gets as many operands
    /// as it has arguments, of the same types. `groups[i]` are the operand
    /// indices forwarded to successor `i`.
    pub fn successor_operands(&self, op: Op, groups: &[Vec<usize>]) -> Res {
        let d = self.body.op(op);
        let succs: &[Block] = &d.successors;
        for (i, (&s, idxs)) in succs.iter().zip(groups).enumerate() {
            let args = &self.body.block(s).args;
            if args.len() != idxs.len() {
                return Err(self.err(
                    op,
                    format!("branch has {} operands for successor #{i}, but target block has {}", idxs.len(), args.len()),
                ));
            }
            for (j, (&a, &v)) in args.iter().zip(idxs).enumerate() {
                let Some(&v) = d.operands.get(v) else { continue };
                if self.body.value(a).ty != self.body.value(v).ty {
                    return Err(self.err(op, format!("type mismatch for bb argument #{j} of successor #{i}")));
                }
            }
        }
        Ok(())
    }
}

// MLIR's shape traits, checked by the invariants for every op that has
// them, and by the rows whose ODS predicates MLIR verifies before them:
// `SameOperandsAndResultShape` (`verifySameOperandsAndResultShape`, over
// `verifyCompatibleShape` of two types) and `Elementwise`
// (`verifyElementwise`: vector and tensor operands and results of one type
// class and compatible shapes, `verifyCompatibleShapes`).

/// A type's shape as `ShapedType` sees it: `None` for a type that is not
/// shaped, `Some(None)` for an unranked one, else its sizes (`None` for a
/// dynamic size) with whether each is scalable.
fn shape_of(k: &crate::ir::TypeKind) -> Option<Option<Vec<(Option<u64>, bool)>>> {
    match k {
        crate::ir::TypeKind::Vector { shape, scalable, .. } => Some(Some(shape.iter().zip(scalable.iter()).map(|(&n, &s)| (Some(n), s)).collect())),
        crate::ir::TypeKind::RankedTensor { shape, .. } | crate::ir::TypeKind::MemRef { shape, .. } => Some(Some(shape.iter().map(|&d| (d, false)).collect())),
        crate::ir::TypeKind::UnrankedTensor { .. } | crate::ir::TypeKind::UnrankedMemRef { .. } => Some(None),
        _ => None,
    }
}

/// `verifyCompatibleShape(Type, Type)`: both shaped or neither; an
/// unranked side matches anything; then equal ranks, each size equal or
/// dynamic on one side, and a vector's scalable sizes in the same places.
pub fn compatible_shape(cx: &Cx, a: Type, b: Type) -> bool {
    match (shape_of(cx.ctx.type_kind(a)), shape_of(cx.ctx.type_kind(b))) {
        (None, None) => true,
        (None, Some(_)) | (Some(_), None) => false,
        (Some(None), _) | (_, Some(None)) => true,
        (Some(Some(x)), Some(Some(y))) => {
            x.len() == y.len() && x.iter().zip(&y).all(|(&(m, ms), &(n, ns))| ms == ns && (m.is_none() || n.is_none() || m == n))
        }
    }
}

/// `verifyCompatibleShapes(TypeRange)`: all shaped or none; scalable
/// vectors not mixed with anything else; the ranked ones of one rank, and
/// at each position the static sizes equal.
fn compatible_shapes(cx: &Cx, types: &[Type]) -> bool {
    let shapes: Vec<_> = types.iter().map(|&t| shape_of(cx.ctx.type_kind(t))).collect();
    if shapes.iter().all(Option::is_none) {
        return true;
    }
    if shapes.iter().any(Option::is_none) {
        return false;
    }
    let scalable = |t: Type| matches!(cx.ctx.type_kind(t), crate::ir::TypeKind::Vector { scalable, .. } if scalable.iter().any(|&s| s));
    let n_scalable = types.iter().filter(|&&t| scalable(t)).count();
    if n_scalable != 0 && n_scalable != types.len() {
        return false;
    }
    let ranked: Vec<&Vec<(Option<u64>, bool)>> = shapes.iter().filter_map(|s| s.as_ref().and_then(|s| s.as_ref())).collect();
    let Some(first) = ranked.first() else { return true };
    if ranked.iter().any(|s| s.len() != first.len()) {
        return false;
    }
    (0..first.len()).all(|i| {
        let mut fixed = ranked.iter().filter_map(|s| s[i].0);
        match fixed.next() {
            Some(n) => fixed.all(|m| m == n),
            None => true,
        }
    })
}

/// `SameOperandsAndResultShape`: every result, then every operand after
/// the first, has a shape compatible with the first operand's.
pub fn same_operands_and_result_shape(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let Some(&first) = d.operands.first() else { return Ok(()) };
    let first = cx.body.value(first).ty;
    let mut others = d.results().chain(d.operands.iter().skip(1).copied());
    if others.any(|v| !compatible_shape(cx, cx.body.value(v).ty, first)) {
        return Err(cx.op_err(op, "requires the same shape for all operands and results"));
    }
    Ok(())
}

/// `Elementwise`: vector and tensor ("mappable") operands and results go
/// together, all of one type class with compatible shapes.
pub fn elementwise(cx: &Cx, op: Op) -> Res {
    let d = cx.body.op(op);
    let mappable = |t: &Type| matches!(cx.ctx.type_kind(*t), crate::ir::TypeKind::Vector { .. } | crate::ir::TypeKind::RankedTensor { .. } | crate::ir::TypeKind::UnrankedTensor { .. });
    let results: Vec<Type> = d.results().map(|v| cx.body.value(v).ty).filter(mappable).collect();
    let operands: Vec<Type> = d.operands.iter().map(|&v| cx.body.value(v).ty).filter(mappable).collect();
    if results.is_empty() && operands.is_empty() {
        return Ok(());
    }
    if operands.is_empty() {
        return Err(cx.op_err(op, "if a result is non-scalar, then at least one operand must be non-scalar"));
    }
    if results.is_empty() {
        return Err(cx.op_err(op, "if an operand is non-scalar, then there must be at least one non-scalar result"));
    }
    if results.len() != d.num_results as usize {
        return Err(cx.op_err(op, "if an operand is non-scalar, then all results must be non-scalar"));
    }
    let types: Vec<Type> = operands.into_iter().chain(results).collect();
    let class = |t: Type| std::mem::discriminant(cx.ctx.type_kind(t));
    if types.iter().any(|&t| class(t) != class(types[0])) || !compatible_shapes(cx, &types) {
        return Err(cx.op_err(op, "all non-scalar operands/results must have the same shape and base type"));
    }
    Ok(())
}
