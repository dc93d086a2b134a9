//! The dialect-conversion driver (DialectConversion.md): a
//! [`ConversionTarget`] says which ops are legal, a [`TypeConverter`] maps
//! types, and [`ConversionPattern`]s rewrite illegal ops given their
//! operands already converted. Where a converted value meets a use that
//! expects the original type (or the reverse), the framework inserts
//! `builtin.unrealized_conversion_cast` ops, which
//! `reconcile-unrealized-casts` cleans up once both sides agree.
//!
//! Converted values replace the originals through a value mapping (MLIR's
//! `ConversionPatternRewriter` remapping): a pattern sees its operands
//! already replaced, and only users left unconverted at the end get casts
//! back. Block signatures are converted in place (`convert_block_signature`),
//! an exploded argument rebuilt at the block's start by a materialisation
//! the caller gives. Deliberately small: one walk, no rollback of a failed
//! pattern's partial work (patterns must check before they mutate).

use rustc_hash::FxHashMap;

use crate::diag::Diagnostic;
use super::llvm_types::LlvmTypes;
use crate::ir::{Block, Body, Context, Op, Type, Value, ValueDef};

/// How an op (or a dialect's ops) is judged.
#[derive(Clone, Copy)]
pub enum Legality {
    Legal,
    Illegal,
    /// Legal when the function says so.
    Dynamic(fn(&Context, &Body, Op) -> bool),
}

/// Which ops must be converted. Op entries win over dialect entries.
#[derive(Default, Clone)]
pub struct ConversionTarget {
    ops: FxHashMap<String, Legality>,
    dialects: FxHashMap<String, Legality>,
    /// What an op neither entry names is (MLIR's
    /// `markUnknownOpDynamicallyLegal`); `None`: unknown to the target.
    unknown: Option<Legality>,
}

impl ConversionTarget {
    pub fn op(&mut self, name: &str, legality: Legality) -> &mut Self {
        self.ops.insert(name.to_string(), legality);
        self
    }
    pub fn dialect(&mut self, name: &str, legality: Legality) -> &mut Self {
        self.dialects.insert(name.to_string(), legality);
        self
    }
    /// The legality of every op no entry names.
    pub fn unknown(&mut self, legality: Legality) -> &mut Self {
        self.unknown = Some(legality);
        self
    }

    /// `Some(true)` legal, `Some(false)` illegal, `None` unknown to the target.
    pub fn is_legal(&self, ctx: &Context, body: &Body, op: Op) -> Option<bool> {
        let name = ctx.str(body.op(op).name);
        let dialect = name.split_once('.').map_or(name, |x| x.0);
        let rule = self.ops.get(name).or_else(|| self.dialects.get(dialect)).or(self.unknown.as_ref())?;
        Some(match rule {
            Legality::Legal => true,
            Legality::Illegal => false,
            Legality::Dynamic(f) => f(ctx, body, op),
        })
    }
}

type Conversion = Box<dyn Fn(&mut Context, Type) -> Option<Type>>;

/// Maps types; the most recently added conversion is tried first, as in
/// MLIR. A type no conversion handles is left as it is.
#[derive(Default)]
pub struct TypeConverter {
    conversions: Vec<Conversion>,
    /// The LLVM type rules patterns read (index width, calling convention).
    pub llvm: LlvmTypes,
    /// Types no conversion handles are not legal (see `try_convert`).
    pub strict: bool,
}

impl TypeConverter {
    pub fn add(&mut self, f: impl Fn(&mut Context, Type) -> Option<Type> + 'static) -> &mut Self {
        self.conversions.push(Box::new(f));
        self
    }

    pub fn convert(&self, ctx: &mut Context, t: Type) -> Type {
        self.conversions.iter().rev().find_map(|f| f(ctx, t)).unwrap_or(t)
    }

    /// The converted type, or `None` when no conversion handles `t` and
    /// the converter is `strict` (the LLVM converter: a type without an
    /// LLVM counterpart cannot be an operand of a converted op).
    pub fn try_convert(&self, ctx: &mut Context, t: Type) -> Option<Type> {
        match self.conversions.iter().rev().find_map(|f| f(ctx, t)) {
            Some(c) => Some(c),
            None if self.strict => None,
            None => Some(t),
        }
    }
}

/// Creates a cast from `v` to `ty` right before `anchor` and returns its
/// result (the framework's materialisation, both directions).
pub fn materialize_cast(ctx: &mut Context, body: &mut Body, anchor: Op, v: Value, ty: Type) -> Value {
    let cast = new_cast(ctx, body, anchor, v, ty);
    body.insert_op_before(anchor, cast);
    Value(body.op(cast).first_result)
}

/// A detached `builtin.unrealized_conversion_cast` of `v` to `ty`, located
/// like `anchor`.
fn new_cast(ctx: &mut Context, body: &mut Body, anchor: Op, v: Value, ty: Type) -> Op {
    let name = ctx.ident("builtin.unrealized_conversion_cast");
    let attrs = ctx.empty_dict();
    let loc = body.op(anchor).loc;
    let span = body.op(anchor).span;
    body.new_op(name, Box::new([v]), &[ty], Box::new([]), None, attrs, Box::new([]), loc, span)
}

/// Builds, before `anchor`, a value of type `ty` (an original type) from
/// the converted values that replace it (a block argument exploded into
/// several): `None` when it cannot.
pub type Materialize = fn(&mut ConversionRewriter<'_>, Op, Type, &[Value]) -> Option<Value>;

/// The conversion's bookkeeping, shared by every pattern of one run: which
/// value now stands for which original one (MLIR's value mapping), and the
/// argument materialisations made while converting block signatures
/// (dropped at the end when nothing uses them).
#[derive(Default)]
struct State {
    mapping: FxHashMap<Value, Value>,
    /// `(first op of the chain, result)` per materialised argument.
    materialized: Vec<(Op, Value)>,
    /// Casts of a value to a converted type made for patterns' operands.
    casts: FxHashMap<(Value, Type), Value>,
    /// Errors patterns emitted while failing to apply.
    diags: Vec<Diagnostic>,
    /// Where each replaced op was: its block and the op before it then,
    /// by result (see [`cast_for_replaced`]).
    replaced_at: FxHashMap<Value, (Block, Option<Op>)>,
    /// The target and the ops patterns exist for, for
    /// [`ConversionRewriter::can_legalize`].
    target: Option<ConversionTarget>,
    roots: rustc_hash::FxHashSet<String>,
    /// How many ops the body had when the conversion began: casts below
    /// that number were in the input.
    ops_before: usize,
    /// `(input, cast)` per operand cast that the pattern it was made for
    /// did not use: erased at the end unless something live uses either
    /// ([`drop_dead_casts`]).
    unused_casts: Vec<(Value, Value)>,
    /// Ops patterns replaced or erased, in order, with their block and the
    /// op after them then: MLIR keeps them in place until the conversion
    /// ends, so a failure reports the IR with them ([`restore_removed`]).
    removed: Vec<(Op, Block, Option<Op>)>,
}

impl State {
    /// The latest replacement of `v` (itself when it was not replaced).
    fn lookup(&self, mut v: Value) -> Value {
        while let Some(&n) = self.mapping.get(&v) {
            if n == v {
                break;
            }
            v = n;
        }
        v
    }
}

/// What a pattern gets: the IR, the type converter, and the op to rewrite.
pub struct ConversionRewriter<'a> {
    pub ctx: &'a mut Context,
    pub body: &'a mut Body,
    pub converter: &'a TypeConverter,
    /// The LLVM type rules of this conversion (index width, calling
    /// convention): every conversion in llmir lowers into the LLVM dialect.
    pub llvm: LlvmTypes,
    state: &'a mut State,
}

impl ConversionRewriter<'_> {
    /// Creates an op like `op` (same name, properties, attributes) with new
    /// operands and result types, placed before `op`.
    pub fn create_like(&mut self, op: Op, operands: &[Value], result_types: &[Type]) -> Op {
        let d = self.body.op(op).clone();
        let new = self.body.new_op(d.name, operands.into(), result_types, d.successors.clone(), d.properties, d.attrs, Box::new([]), d.loc, d.span);
        self.body.insert_op_before(op, new);
        new
    }

    /// Replaces `op` by `values` (possibly of converted types) and erases
    /// it. Converted users get the new values; users left unconverted at
    /// the end of the conversion get a cast back to the original types.
    pub fn replace_op(&mut self, op: Op, values: &[Value]) {
        let results: Vec<Value> = self.body.op(op).results().collect();
        let place = self.body.op(op).parent.map(|b| {
            let ops = &self.body.block(b).ops;
            let prev = ops.iter().position(|&o| o == op).and_then(|i| i.checked_sub(1)).map(|i| ops[i]);
            (b, prev)
        });
        for (r, &v) in results.into_iter().zip(values) {
            if r != v {
                self.state.mapping.insert(r, v);
                if let Some(place) = place {
                    self.state.replaced_at.insert(r, place);
                }
            }
        }
        self.remove(op);
    }

    /// Erases `op`, whose results must be unused.
    pub fn erase_op(&mut self, op: Op) {
        self.remove(op);
    }

    /// Detaches `op`, remembering where it was.
    fn remove(&mut self, op: Op) {
        if let Some(b) = self.body.op(op).parent {
            let ops = &self.body.block(b).ops;
            let next = ops.iter().position(|&o| o == op).and_then(|i| ops.get(i + 1)).copied();
            self.state.removed.push((op, b, next));
        }
        self.body.erase_op(op);
    }

    /// Records `v`, made by the chain of ops from `first`, as an argument
    /// materialization: dropped at the end when nothing uses it, paired
    /// with MLIR's cast back to the converted type when something does.
    pub fn note_materialized(&mut self, first: Op, v: Value) {
        self.state.materialized.push((first, v));
    }

    /// Whether `op` (one a pattern is about to move or clone into what it
    /// builds) is legal or has a pattern to legalize it: MLIR legalizes
    /// the ops a pattern creates and undoes the pattern when one cannot be
    /// (`memref.generic_atomic_rmw`'s body without arith's patterns).
    pub fn can_legalize(&self, op: Op) -> bool {
        let legal = self.state.target.as_ref().and_then(|t| t.is_legal(self.ctx, self.body, op));
        legal == Some(true) || self.state.roots.contains(self.ctx.str(self.body.op(op).name))
    }

    /// Makes `to` stand for `from` from now on.
    pub fn map_value(&mut self, from: Value, to: Value) {
        if from != to {
            self.state.mapping.insert(from, to);
        }
    }

    /// Emits an error at `op` that does not stop the conversion (a
    /// pattern explaining why it does not apply, as MLIR's `emitError`).
    pub fn emit_error(&mut self, op: Op, message: impl Into<String>) {
        let span = self.body.op(op).span;
        self.state.diags.push(Diagnostic::error(span, message.into()));
    }

    /// The value that currently stands for `v`.
    pub fn lookup(&self, v: Value) -> Value {
        self.state.lookup(v)
    }

    /// Changes the argument types of `block` (MLIR's signature
    /// conversion): argument `i` becomes arguments of `types[i]`. One
    /// argument of a new type simply replaces the old one; otherwise
    /// `materialize` rebuilds a converted value from the new arguments at
    /// the start of the block, cast to the original type (the rebuild is
    /// dropped at the end when nothing uses it). Returns false, having changed nothing, when the
    /// lengths disagree.
    pub fn convert_block_signature(&mut self, block: Block, types: &[Vec<Type>], materialize: Materialize) -> bool {
        let old: Vec<Value> = self.body.block(block).args.clone();
        if old.len() != types.len() {
            return false;
        }
        let mut new_args = Vec::new();
        let mut groups = Vec::with_capacity(old.len());
        for (&a, tys) in old.iter().zip(types) {
            let (loc, span) = (self.body.value(a).loc, self.body.value(a).span);
            let start = new_args.len();
            if let [t] = tys[..] {
                if t == self.body.value(a).ty {
                    new_args.push(a);
                    groups.push(start..new_args.len());
                    continue;
                }
            }
            for &t in tys {
                let index = new_args.len() as u32;
                let v = Value(self.body.values.len() as u32);
                self.body.values.push(crate::ir::ValueData { ty: t, def: ValueDef::Arg { block, index }, loc, span });
                new_args.push(v);
            }
            groups.push(start..new_args.len());
        }
        for (i, &v) in new_args.iter().enumerate() {
            self.body.values[v.index()].def = ValueDef::Arg { block, index: i as u32 };
        }
        self.body.blocks[block.index()].args = new_args.clone();
        for (&a, range) in old.iter().zip(groups) {
            // Each rebuild goes to the start of the block, before those of
            // earlier arguments (MLIR inserts each at the block's start).
            let anchor = self.body.block(block).ops.first().copied();
            let fields = &new_args[range];
            if let [single] = fields {
                if *single != a {
                    self.state.mapping.insert(a, *single);
                }
                continue;
            }
            let Some(anchor) = anchor else { continue };
            let first_before = self.body.block(block).ops.iter().position(|&o| o == anchor).unwrap_or(0);
            let ty = self.body.value(a).ty;
            if let Some(v) = materialize(self, anchor, ty, fields) {
                // The rebuilt value is cast to the original type (users
                // that are converted later cast it back, as in MLIR).
                let cast = materialize_cast(self.ctx, self.body, anchor, v, ty);
                let first = self.body.block(block).ops[first_before];
                self.state.materialized.push((first, cast));
                self.state.mapping.insert(a, cast);
            }
        }
        true
    }

    /// Converts the argument types of every block of `region` but the
    /// entry block with the type converter (1:1).
    pub fn convert_other_blocks(&mut self, region: crate::ir::Region) {
        let blocks: Vec<Block> = self.body.region(region).blocks.iter().skip(1).copied().collect();
        for b in blocks {
            let types: Vec<Vec<Type>> =
                self.body.block(b).args.clone().into_iter().map(|a| vec![self.converter.convert(self.ctx, self.body.value(a).ty)]).collect();
            self.convert_block_signature(b, &types, |_, _, _, _| None);
        }
    }
}
/// Rewrites one kind of op.
pub trait ConversionPattern {
    fn root(&self) -> &str;
    /// `operands` are `op`'s operands converted to their legal types.
    /// Returns false (having changed nothing) when it does not apply.
    fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool;
}

/// Partial conversion leaves ops unknown to the target alone; full
/// conversion requires every op to end up legal.
#[derive(Clone, Copy, PartialEq, Eq)]
pub enum Mode {
    Partial,
    Full,
}

/// Converts the ops nested under `scope` (returning the errors patterns
/// emitted without failing the conversion), in pre-order (parents before
/// the ops of their regions, which a parent's pattern may move). Users
/// left unconverted get casts to the types they expect once every op was
/// visited; argument rebuilds nobody uses are dropped.
pub fn apply_conversion(
    ctx: &mut Context,
    body: &mut Body,
    scope: Op,
    target: &ConversionTarget,
    converter: &TypeConverter,
    patterns: &[Box<dyn ConversionPattern>],
    mode: Mode,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    let ops = body.nested_ops_preorder(scope);
    let mut state = State::default();
    convert_ops(ctx, body, ops, target, converter, patterns, mode, &mut state)?;
    let walk = body.nested_ops_preorder(scope);
    finish(ctx, body, walk, &state);
    Ok(state.diags)
}

/// [`apply_conversion`] on `root` itself and the ops nested under it, as
/// MLIR's `applyPartialConversion(op, ...)` and `applyFullConversion`
/// convert the op they are given (the transform dialect's
/// `apply_conversion_patterns` on each payload op). `root` may be replaced
/// (a `func.func` by an `llvm.func`); what stands in its place is finished.
pub fn apply_conversion_to(
    ctx: &mut Context,
    body: &mut Body,
    root: Op,
    target: &ConversionTarget,
    converter: &TypeConverter,
    patterns: &[Box<dyn ConversionPattern>],
    mode: Mode,
) -> Result<Vec<Diagnostic>, Diagnostic> {
    // The neighbours of `root` in its block delimit what replaces it.
    let place = body.op(root).parent.map(|b| {
        let ops = &body.block(b).ops;
        let i = ops.iter().position(|&o| o == root).unwrap_or(0);
        (b, i.checked_sub(1).map(|j| ops[j]), ops.get(i + 1).copied())
    });
    let mut ops = vec![root];
    ops.extend(body.nested_ops_preorder(root));
    let mut state = State::default();
    convert_ops(ctx, body, ops, target, converter, patterns, mode, &mut state)?;
    let tops: Vec<Op> = match place {
        Some((b, before, after)) => {
            let ops = &body.block(b).ops;
            let start = before.and_then(|p| ops.iter().position(|&o| o == p)).map_or(0, |i| i + 1);
            let end = after.and_then(|n| ops.iter().position(|&o| o == n)).unwrap_or(ops.len());
            ops[start..end.max(start)].to_vec()
        }
        None => vec![root],
    };
    let mut walk = Vec::new();
    for top in tops {
        walk.push(top);
        walk.extend(body.nested_ops_preorder(top));
    }
    finish(ctx, body, walk, &state);
    Ok(state.diags)
}

/// Converts `ops` in order (an op detached meanwhile is skipped).
#[allow(clippy::too_many_arguments)]
fn convert_ops(
    ctx: &mut Context,
    body: &mut Body,
    ops: Vec<Op>,
    target: &ConversionTarget,
    converter: &TypeConverter,
    patterns: &[Box<dyn ConversionPattern>],
    mode: Mode,
    state: &mut State,
) -> Result<(), Diagnostic> {
    if state.target.is_none() {
        state.ops_before = body.ops.len();
        state.target = Some(target.clone());
        state.roots = patterns.iter().map(|p| p.root().to_string()).collect();
    }
    for op in ops {
        if body.op(op).parent.is_none() {
            continue;
        }
        let legal = target.is_legal(ctx, body, op);
        if legal == Some(true) {
            continue;
        }
        let name = ctx.str(body.op(op).name).to_string();
        // Partial conversion still tries to legalize ops the target does
        // not know, and leaves them alone when nothing applies (MLIR's
        // `applyPartialConversion`).
        let lenient = legal.is_none() && mode == Mode::Partial;
        let candidates: Vec<&Box<dyn ConversionPattern>> = patterns.iter().filter(|p| p.root() == name).collect();
        // MLIR's legalizer folds every op that is not legal before it
        // tries patterns (`legalizeWithFold`), ops the target does not
        // know included: `arith.select %c, %x, %x` is `%x`, and a constant
        // result is materialised and legalized in its place (the fold is
        // undone when that constant cannot be legalized).
        if fold_in_place_of(ctx, body, op, target, converter, patterns, state) {
            continue;
        }
        if lenient && candidates.is_empty() {
            continue;
        }
        // A copy: casts are inserted into the body while converting.
        let original = body.op(op).operands.to_vec();
        let first_new = body.ops.len();
        let mut operands = Vec::with_capacity(original.len());
        let mut casts = Vec::new();
        // An operand whose type cannot be converted: no pattern applies
        // (MLIR fails to remap the operands before trying one).
        let wanted: Option<Vec<Type>> = original.iter().map(|&v| converter.try_convert(ctx, body.value(v).ty)).collect();
        let candidates = if wanted.is_some() { candidates } else { Vec::new() };
        let wanted = wanted.unwrap_or_default();
        for (v, want) in original.into_iter().zip(wanted) {
            let mapped = state.lookup(v);
            if body.value(mapped).ty == want {
                operands.push(mapped);
            } else if let Some(source) = cast_source_of_type(ctx, body, mapped, want, state.ops_before) {
                operands.push(source);
            } else if let Some(&c) = state.casts.get(&(mapped, want)) {
                operands.push(c);
            } else {
                // MLIR places the cast right after the value it converts,
                // and later users share it.
                let cast = cast_after(ctx, body, mapped, want, op);
                state.casts.insert((mapped, want), cast);
                casts.push((mapped, want, cast));
                operands.push(cast);
            }
        }
        let mut rw = ConversionRewriter { ctx, body, converter, llvm: converter.llvm, state };
        let done = candidates.iter().any(|p| p.rewrite(&mut rw, op, &operands));
        if done {
            drop_unused_operand_casts(body, state, first_new, casts);
            continue;
        }
        {
            // Nothing applied, so nothing used the operand casts: take them
            // back (the patterns check before they mutate).
            for (v, t, c) in casts {
                state.casts.remove(&(v, t));
                if let Some(o) = body.defining_op(c) {
                    body.erase_op(o);
                }
            }
            if lenient {
                continue;
            }
            // MLIR names the explicit illegality only in a partial
            // conversion.
            let message = match legal {
                Some(false) if mode == Mode::Partial => format!("failed to legalize operation '{name}' that was explicitly marked illegal"),
                _ => format!("failed to legalize operation '{name}'"),
            };
            restore_removed(body, state);
            return Err(Diagnostic::error(body.op(op).span, message).on_op(op.index() as u32));
        }
    }
    Ok(())
}

/// The input of `v`'s defining `builtin.unrealized_conversion_cast`, when
/// that cast was in the input (not made by this conversion) and its one
/// input already has type `want`: MLIR folds the cast back (`A -> B -> A`)
/// instead of casting again. Casts this conversion made stay paired, as
/// MLIR's unresolved materializations do.
fn cast_source_of_type(ctx: &Context, body: &Body, v: Value, want: Type, ops_before: usize) -> Option<Value> {
    let d = body.defining_op(v)?;
    if d.index() >= ops_before || ctx.str(body.op(d).name) != "builtin.unrealized_conversion_cast" {
        return None;
    }
    match body.op(d).operands[..] {
        [input] if body.value(input).ty == want && body.op(d).num_results == 1 => Some(input),
        _ => None,
    }
}

/// Puts the ops patterns replaced or erased back where they were (before
/// the op that followed them, latest first), as the IR stands in MLIR when
/// a conversion fails: the failing op is reported with values numbered
/// among them. The pass fails, so nothing else sees this IR.
fn restore_removed(body: &mut Body, state: &mut State) {
    for (op, block, next) in std::mem::take(&mut state.removed).into_iter().rev() {
        if body.op(op).parent.is_some() || body.block(block).parent.is_none() {
            continue;
        }
        let at = next.filter(|&n| body.op(n).parent == Some(block)).and_then(|n| body.block(block).ops.iter().position(|&o| o == n));
        let at = at.unwrap_or(body.block(block).ops.len());
        body.insert_op(block, at, op);
    }
}

/// Notes the operand casts made for `op` that its pattern did not use
/// (`memref.rank` of a ranked memref needs only its type): MLIR decides at
/// the end whether such an unresolved materialization stays (see
/// [`drop_dead_casts`]); until then later users share it, as they share
/// MLIR's mapping. Only the ops the pattern made (from `first_new` on) can
/// use them yet.
fn drop_unused_operand_casts(body: &mut Body, state: &mut State, first_new: usize, casts: Vec<(Value, Type, Value)>) {
    for (v, _, c) in casts {
        let Some(def) = body.defining_op(c) else { continue };
        // A cast that only replaces `op`'s result is decided at the end
        // too: the users of that result may all be converted away.
        let used = body.ops[first_new..].iter().enumerate().any(|(i, o)| first_new + i != def.index() && o.parent.is_some() && o.operands.contains(&c));
        if !used {
            state.unused_casts.push((v, c));
        }
    }
}

/// Erases the operand casts no pattern used ([`drop_unused_operand_casts`])
/// when nothing live uses the cast or the value it casts: MLIR 19 keeps an
/// unresolved materialization whose input still has a user outside the
/// conversion (`computeNecessaryMaterializations`), so a loop-carried
/// memref that `scf.yield` passes on keeps the cast a dead `memref.cast`
/// had asked for. A cast left would also keep an argument rebuild alive,
/// so this runs before those are dropped.
fn drop_dead_casts(body: &mut Body, ops: &[Op], unused: &[(Value, Value)]) {
    if unused.is_empty() {
        return;
    }
    let candidates: rustc_hash::FxHashSet<Op> = unused.iter().filter_map(|&(_, c)| body.defining_op(c)).collect();
    let mut uses: FxHashMap<Value, u32> = FxHashMap::default();
    for &o in ops {
        if body.op(o).parent.is_some() && !candidates.contains(&o) {
            for &v in body.op(o).operands.iter() {
                *uses.entry(v).or_default() += 1;
            }
        }
    }
    for &(input, c) in unused {
        let Some(def) = body.defining_op(c) else { continue };
        let live = |v: Value| uses.get(&v).is_some_and(|&n| n > 0);
        if body.op(def).parent.is_some() && !live(c) && !live(input) {
            body.erase_op(def);
        }
    }
}

/// Folds `op` with its operands' constant values and, when it folds to
/// values, replaces it by them: a value as it is, a constant through its
/// dialect's materialisation, legal or legalized at once by `patterns`
/// (the fold is dropped, nothing changed, when that constant cannot be). An
/// op folded in place goes on to its patterns, as in MLIR.
fn fold_in_place_of(
    ctx: &mut Context,
    body: &mut Body,
    op: Op,
    target: &ConversionTarget,
    converter: &TypeConverter,
    patterns: &[Box<dyn ConversionPattern>],
    state: &mut State,
) -> bool {
    use crate::passes::api::{constant_value, fold, materialize_constant, FoldValue, Folded};
    // A constant is already folded (MLIR's `OpBuilder::tryFold`).
    if constant_value(ctx, body, op).is_some() {
        return false;
    }
    let info = crate::ods::lookup(ctx.str(body.op(op).name));
    // A fold that rewires the results' users in place: MLIR then tries to
    // legalize the op again, whose second fold finds nothing left to do,
    // so the op goes on to its patterns.
    if let Some(fold_uses) = info.and_then(|i| i.rewrite).and_then(|r| r.fold_uses) {
        if fold_uses(ctx, body, op) {
            return false;
        }
    }
    let operands = body.op(op).operands.to_vec();
    let mut consts = Vec::with_capacity(operands.len());
    for v in operands {
        let c = body.defining_op(v).and_then(|d| constant_value(ctx, body, d));
        consts.push(c);
    }
    let Some(Folded::Results(values)) = fold(ctx, body, op, &consts) else { return false };
    let results: Vec<Value> = body.op(op).results().collect();
    if values.len() != results.len() {
        return false;
    }
    let mut replacements = Vec::with_capacity(values.len());
    let mut made: Vec<Op> = Vec::new();
    for (value, &r) in values.iter().zip(&results) {
        match *value {
            FoldValue::Value(v) if v != r => replacements.push(v),
            FoldValue::Value(_) => return false,
            FoldValue::Attr(a) => {
                let ty = body.value(r).ty;
                let loc = body.op(op).loc;
                let Some(c) = materialize_constant(ctx, body, info, a, ty, loc) else {
                    made.iter().for_each(|&m| body.erase_op(m));
                    return false;
                };
                body.insert_op_before(op, c);
                body.ops[c.index()].span = body.op(op).span;
                made.push(c);
                replacements.push(Value(body.op(c).first_result));
            }
        }
    }
    // Legalize the new constants now; give up (and take them back) if one
    // cannot be.
    for &c in &made {
        if target.is_legal(ctx, body, c) == Some(true) {
            continue;
        }
        let name = ctx.str(body.op(c).name).to_string();
        let mut rw = ConversionRewriter { ctx, body, converter, llvm: converter.llvm, state };
        let done = patterns.iter().filter(|p| p.root() == name).any(|p| p.rewrite(&mut rw, c, &[]));
        if !done {
            for &m in &made {
                if body.op(m).parent.is_some() {
                    body.erase_op(m);
                }
            }
            return false;
        }
    }
    let mut rw = ConversionRewriter { ctx, body, converter, llvm: converter.llvm, state };
    rw.replace_op(op, &replacements);
    true
}

/// Points the remaining uses of replaced values at their replacements,
/// through a cast (one per value, next to its replacement) where the user
/// still expects the original type, then drops unused argument rebuilds.
fn finish(ctx: &mut Context, body: &mut Body, walk: Vec<Op>, state: &State) {
    if state.mapping.is_empty() {
        drop_dead_casts(body, &walk, &state.unused_casts);
        return;
    }
    let mut casts: FxHashMap<Value, Value> = FxHashMap::default();
    let mut made: Vec<Op> = Vec::new();
    let mut placed: FxHashMap<Op, Vec<u32>> = FxHashMap::default();
    for &op in &walk {
        if made.contains(&op) {
            continue;
        }
        for i in 0..body.op(op).operands.len() {
            let old = body.op(op).operands[i];
            if !state.mapping.contains_key(&old) {
                continue;
            }
            let new = state.lookup(old);
            let want = body.value(old).ty;
            let v = if body.value(new).ty == want {
                new
            } else if let Some(&c) = casts.get(&old) {
                c
            } else {
                let c = match body.value(new).def {
                    ValueDef::Arg { block, index } if !state.replaced_at.contains_key(&old) => {
                        cast_of_argument(ctx, body, new, want, op, block, index, &made)
                    }
                    _ => cast_for_replaced(ctx, body, state, old, new, want, op, &mut placed),
                };
                made.extend(body.defining_op(c));
                casts.insert(old, c);
                c
            };
            body.set_operand(op, i, v);
        }
    }
    let all: Vec<Op> = walk.iter().chain(&made).copied().collect();
    drop_dead_casts(body, &all, &state.unused_casts);
    // Argument rebuilds (a chain of ops from `first` to the op defining
    // the value) that nothing uses.
    // Every value some op still in the IR uses, gathered once.
    let in_use: rustc_hash::FxHashSet<Value> = if state.materialized.is_empty() {
        Default::default()
    } else {
        walk.iter().chain(&made).filter(|&&o| body.op(o).parent.is_some()).flat_map(|&o| body.op(o).operands.iter().copied()).collect()
    };
    for &(first, v) in state.materialized.iter().rev() {
        let used = in_use.contains(&v);
        if used {
            // MLIR 19 pairs each argument materialization with a target
            // materialization back to the converted type, right after it,
            // and keeps that cast while the argument has a live user, even
            // when nothing converted uses it (a memref argument read only
            // by ops left unconverted).
            if let Some(def) = body.defining_op(v) {
                if let [input] = body.op(def).operands[..] {
                    let converted = body.value(input).ty;
                    if !state.casts.contains_key(&(v, converted)) {
                        cast_after(ctx, body, v, converted, def);
                    }
                }
            }
            continue;
        }
        let Some(last) = body.defining_op(v) else { continue };
        let Some(block) = body.op(last).parent else { continue };
        let ops = &body.block(block).ops;
        let (Some(a), Some(b)) = (ops.iter().position(|&o| o == first), ops.iter().position(|&o| o == last)) else { continue };
        let chain: Vec<Op> = ops[a..=b].to_vec();
        for o in chain.into_iter().rev() {
            body.erase_op(o);
        }
    }
}

/// The cast back to its original type of `new`, which replaced `old`, for
/// a user left unconverted: where the replaced op was (after the op that
/// preceded it, at the start of its block if none), as MLIR 19 inserts
/// the source materialization before the replaced op. That spot differs
/// from right after `new` when the lowering made more ops after the value
/// (a stack copy filled after the descriptor) or replaced the op by an
/// older value. Where it would not see `new` (another block, or after a
/// terminator a lowering left there) the cast goes right after `new`.
///
/// The casts of one op's results stand in result order (MLIR makes them
/// when the op is replaced), whichever result a user asked for first:
/// `placed` holds, per replaced op, the result numbers already cast there.
#[allow(clippy::too_many_arguments)]
fn cast_for_replaced(
    ctx: &mut Context,
    body: &mut Body,
    state: &State,
    old: Value,
    new: Value,
    ty: Type,
    user: Op,
    placed: &mut FxHashMap<Op, Vec<u32>>,
) -> Value {
    let Some(&(block, prev)) = state.replaced_at.get(&old) else { return cast_after(ctx, body, new, ty, user) };
    let ops = &body.block(block).ops;
    let at = match prev {
        None => Some(0),
        Some(p) if body.op(p).parent == Some(block) && body.op(p).successors.is_empty() => ops.iter().position(|&o| o == p).map(|i| i + 1),
        Some(_) => None,
    };
    let visible = |at: usize| match body.value(new).def {
        ValueDef::Arg { block: b, .. } => b == block || body.block(block).parent != body.block(b).parent,
        ValueDef::Result { op: d, .. } => match body.op(d).parent {
            Some(b) if b == block => ops[..at].contains(&d),
            Some(_) => false,
            None => false,
        },
    };
    match at {
        Some(at) if visible(at) => {
            let cast = new_cast(ctx, body, user, new, ty);
            let mut at = at;
            if let ValueDef::Result { op: replaced, index } = body.value(old).def {
                let earlier = placed.entry(replaced).or_default();
                at += earlier.iter().filter(|&&i| i < index).count();
                earlier.push(index);
            }
            body.insert_op(block, at, cast);
            Value(body.op(cast).first_result)
        }
        _ => cast_after(ctx, body, new, ty, user),
    }
}

/// The cast back of a converted block argument for users left
/// unconverted, at the start of its block: MLIR inserts each argument's
/// materialization at the block's start in argument order, so they stand
/// in reverse argument order, whichever user asked first.
#[allow(clippy::too_many_arguments)]
fn cast_of_argument(ctx: &mut Context, body: &mut Body, v: Value, ty: Type, user: Op, block: Block, index: u32, made: &[Op]) -> Value {
    let cast = new_cast(ctx, body, user, v, ty);
    let ops = &body.block(block).ops;
    let later_arg = |o: Op| match body.op(o).operands.first().map(|&x| body.value(x).def) {
        Some(ValueDef::Arg { block: b, index: i }) => b == block && i > index,
        _ => false,
    };
    let at = ops.iter().take_while(|&&o| made.contains(&o) && later_arg(o)).count();
    body.insert_op(block, at, cast);
    Value(body.op(cast).first_result)
}

/// A cast of `v` to `ty` placed right after `v`'s definition (at the start
/// of its block for an argument), located like `user`.
fn cast_after(ctx: &mut Context, body: &mut Body, v: Value, ty: Type, user: Op) -> Value {
    let cast = new_cast(ctx, body, user, v, ty);
    match body.value(v).def {
        ValueDef::Result { op, .. } => {
            let block = body.op(op).parent;
            match block {
                Some(b) => {
                    let at = body.block(b).ops.iter().position(|&o| o == op).map_or(0, |i| i + 1);
                    body.insert_op(b, at, cast);
                }
                None => body.insert_op_before(user, cast),
            }
        }
        ValueDef::Arg { block, .. } => body.insert_op(block, 0, cast),
    }
    Value(body.op(cast).first_result)
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::ir::TypeKind;
    use crate::printer::{print_module, PrintOptions};

    /// A made-up op of a made-up dialect, converted by widening `i32`
    /// results to `i64`.
    const WIDEN: &str = "test.widen";

    const SRC: &str = "\"test.func\"() ({\n^bb0(%a: i32):\n  %0 = \"test.widen\"(%a, %a) : (i32, i32) -> i32\n  \"test.return\"(%0) : (i32) -> ()\n}) : () -> ()\n";

    struct Widen;
    impl ConversionPattern for Widen {
        fn root(&self) -> &str {
            WIDEN
        }
        fn rewrite(&self, rw: &mut ConversionRewriter<'_>, op: Op, operands: &[Value]) -> bool {
            let Some(r) = rw.body.op(op).results().next() else { return false };
            let ty = rw.body.value(r).ty;
            let wide = rw.converter.convert(rw.ctx, ty);
            let new = rw.create_like(op, operands, &[wide]);
            let v = Value(rw.body.op(new).first_result);
            rw.replace_op(op, &[v]);
            true
        }
    }

    fn is_i32(ctx: &Context, body: &Body, op: Op) -> bool {
        let r = body.op(op).results().next();
        r.is_some_and(|r| matches!(ctx.type_kind(body.value(r).ty), TypeKind::Integer { width: 32, .. }))
    }

    fn setup() -> (ConversionTarget, TypeConverter) {
        let mut target = ConversionTarget::default();
        target.dialect("test", Legality::Legal).op(WIDEN, Legality::Dynamic(|c, b, o| !is_i32(c, b, o)));
        let mut converter = TypeConverter::default();
        converter.add(|ctx, t| matches!(ctx.type_kind(t), TypeKind::Integer { width: 32, .. }).then(|| ctx.int_type(64)));
        (target, converter)
    }

    fn parse(ctx: &mut Context, src: &str) -> crate::ir::Module {
        let opts = crate::parser::ParseOptions { allow_unregistered: true, ..Default::default() };
        crate::parser::parse(ctx, src, &opts).expect("parses")
    }

    #[test]
    fn converts_with_casts_on_both_sides() {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, SRC);
        let (target, converter) = setup();
        let patterns: Vec<Box<dyn ConversionPattern>> = vec![Box::new(Widen)];
        apply_conversion(&mut ctx, &mut m.body, m.top, &target, &converter, &patterns, Mode::Partial).expect("converts");
        let text = print_module(&ctx, &m, &PrintOptions::default());
        // One cast per value and type, shared by its converted users (MLIR
        // maps the value to it).
        assert!(text.contains("%0 = builtin.unrealized_conversion_cast %arg0 : i32 to i64"), "{text}");
        assert!(text.contains("%1 = \"test.widen\"(%0, %0) : (i64, i64) -> i64"), "{text}");
        assert!(text.contains("%2 = builtin.unrealized_conversion_cast %1 : i64 to i32"), "{text}");
        assert!(text.contains("\"test.return\"(%2) : (i32) -> ()"), "{text}");
    }

    #[test]
    fn illegal_op_without_pattern_fails() {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, SRC);
        let (target, converter) = setup();
        let err = apply_conversion(&mut ctx, &mut m.body, m.top, &target, &converter, &[], Mode::Partial).unwrap_err();
        assert!(err.message.contains("failed to legalize operation 'test.widen'"), "{}", err.message);
    }

    #[test]
    fn full_conversion_rejects_unknown_ops() {
        let mut ctx = Context::new();
        let mut m = parse(&mut ctx, "\"other.op\"() : () -> ()\n");
        let (target, converter) = setup();
        assert!(apply_conversion(&mut ctx, &mut m.body, m.top, &target, &converter, &[], Mode::Partial).is_ok());
        let err = apply_conversion(&mut ctx, &mut m.body, m.top, &target, &converter, &[], Mode::Full).unwrap_err();
        assert!(err.message.contains("'other.op'"), "{}", err.message);
    }
}
