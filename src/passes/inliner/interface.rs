//! The inliner's interfaces as rows a dialect fills in: MLIR's
//! `CallOpInterface` ([`CallRow`]), `CallableOpInterface`
//! ([`CallableRow`]) and `DialectInlinerInterface` ([`DialectInline`]),
//! and the edit handle ([`InlineEdit`]) the dialects' hooks change the
//! IR through. The engine dispatches each hook on the dialect MLIR
//! dispatches it on (the call's, the inlined op's, the terminator's, the
//! destination region's owner's); a dialect without a [`DialectInline`]
//! makes inlining illegal, as a dialect without the interface does in
//! MLIR.

use crate::ir::{Attr, Block, Body, Context, Op, Region, Type, Value};

/// What a call calls.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Callee {
    /// A symbol reference attribute.
    Symbol(Attr),
    /// An SSA value (an indirect call).
    Value(Value),
}

/// `CallOpInterface` of one op.
#[derive(Debug)]
pub struct CallRow {
    pub op: &'static str,
    /// `getCallableForCallee`; `None` when the op has no callee.
    pub callee: fn(&Context, &Body, Op) -> Option<Callee>,
    /// `getArgOperands`: the operand indices passed to the callee.
    pub args: fn(&Context, &Body, Op) -> std::ops::Range<usize>,
}

/// `CallableOpInterface` (and the function-like accessors the inliner
/// reads) of one op.
#[derive(Debug)]
pub struct CallableRow {
    pub op: &'static str,
    /// `getCallableRegion`: `None` for a declaration.
    pub region: fn(&Context, &Body, Op) -> Option<Region>,
    /// `getResultTypes`.
    pub result_types: fn(&Context, &Body, Op) -> Vec<Type>,
    /// `getArgAttrsAttr` / `getResAttrsAttr`: arrays of dictionaries.
    pub arg_attrs: fn(&Context, &Body, Op) -> Option<Attr>,
    pub res_attrs: fn(&Context, &Body, Op) -> Option<Attr>,
}

/// Hook types of [`DialectInline`].
pub type LegalCallFn = fn(&Context, &Body, Op, Op, bool) -> bool;
pub type LegalOpFn = fn(&Context, &Body, Op, Region, bool) -> bool;
pub type OpPredicateFn = fn(&Context, &Body, Op) -> bool;
pub type BranchTerminatorFn = fn(&mut InlineEdit<'_>, Op, Block);
pub type ValueTerminatorFn = fn(&Context, &Body, Op) -> Option<Vec<Value>>;
pub type HandleArgumentFn = fn(&mut InlineEdit<'_>, Op, Op, Value, Option<Attr>) -> Value;
pub type ProcessBlocksFn = fn(&mut InlineEdit<'_>, Op, &[Block]);

/// A dialect's `DialectInlinerInterface`, with its call and callable ops.
/// Hooks left `None` take MLIR's defaults, noted on each.
#[derive(Debug)]
pub struct DialectInline {
    pub calls: &'static [CallRow],
    pub callables: &'static [CallableRow],
    /// `isLegalToInline(call, callable, wouldBeCloned)`, asked of the
    /// call's dialect (`None`: legal).
    pub legal_call: Option<LegalCallFn>,
    /// `isLegalToInline(op, dest, wouldBeCloned)`, asked of each inlined
    /// op's dialect (`None`: legal). `isLegalToInline(dest, src)` is
    /// legal for every dialect with an interface.
    pub legal_op: Option<LegalOpFn>,
    /// `shouldAnalyzeRecursively` (`None`: true).
    pub analyze_recursively: Option<OpPredicateFn>,
    /// `handleTerminator(op, newDest)`: several blocks were inlined; turn
    /// a returning terminator into a branch to `newDest` (`None`: leave it).
    pub branch_terminator: Option<BranchTerminatorFn>,
    /// `handleTerminator(op, valuesToRepl)`: one block was inlined; the
    /// values that replace the call's results (`None`: nothing replaced).
    pub value_terminator: Option<ValueTerminatorFn>,
    /// `handleArgument`, asked of the call's dialect before inlining (`None`:
    /// the argument as it is).
    pub handle_argument: Option<HandleArgumentFn>,
    /// `processInlinedCallBlocks`, asked of the call's dialect with the
    /// inlined blocks before their terminators are handled.
    pub process_call_blocks: Option<ProcessBlocksFn>,
}

impl DialectInline {
    /// An interface that allows everything and handles nothing (MLIR's
    /// "all operations of this dialect can be inlined").
    pub const ALL_LEGAL: DialectInline = DialectInline {
        calls: &[],
        callables: &[],
        legal_call: None,
        legal_op: None,
        analyze_recursively: None,
        branch_terminator: None,
        value_terminator: None,
        handle_argument: None,
        process_call_blocks: None,
    };
}

/// What an inliner hook edits through: the IR, and the op whose uses a
/// replacement must reach (the callable holding the call).
pub struct InlineEdit<'a> {
    pub ctx: &'a mut Context,
    pub body: &'a mut Body,
    /// The isolated-from-above op enclosing the call: no use of a value
    /// defined in the caller lies outside it.
    pub scope: Op,
    /// Where [`InlineEdit::insert`] places ops: a block and an index in
    /// it, advanced past each op inserted.
    pub point: (Block, usize),
}

impl InlineEdit<'_> {
    /// Replaces every use of `old` under the scope by `new`.
    pub fn replace_all_uses(&mut self, old: Value, new: Value) {
        self.body.replace_uses_in(self.scope, old, new);
    }

    /// The ops under the scope using `v`.
    pub fn users(&self, v: Value) -> Vec<Op> {
        self.body.users_in(self.scope, v)
    }

    /// Creates a detached op with these inherent attributes (as
    /// properties) and no regions; place it with the body's insertion
    /// methods.
    pub fn build(&mut self, name: &str, operands: &[Value], results: &[Type], props: &[(&str, Attr)], loc: Option<Attr>) -> Op {
        let name = self.ctx.ident(name);
        let properties = if props.is_empty() {
            None
        } else {
            let entries = props.iter().map(|(k, v)| (self.ctx.ident(k), *v)).collect();
            Some(self.ctx.dict(entries))
        };
        let attrs = self.ctx.empty_dict();
        self.body.new_op(name, operands.into(), results, Box::new([]), properties, attrs, Box::new([]), loc, Default::default())
    }

    /// Creates a detached terminator branching to `dest` with `operands`.
    pub fn build_branch(&mut self, name: &str, operands: &[Value], dest: Block, loc: Option<Attr>) -> Op {
        let op = self.build(name, operands, &[], &[], loc);
        self.body.ops[op.index()].successors = Box::new([dest]);
        op
    }

    /// Places a detached op at the insertion point and moves the point
    /// past it.
    pub fn insert(&mut self, op: Op) {
        let (block, index) = self.point;
        self.body.insert_op(block, index, op);
        self.point.1 = index + 1;
    }

    /// The first result of `op`.
    pub fn result(&self, op: Op) -> Value {
        self.body.op(op).results().next().expect("op has a result")
    }
}
