//! What has been read of one op's custom form so far, slot by slot: the
//! format interpreter and the dialects' hooks fill it in, and the engine
//! turns it into the op's syntax tree.

use super::ast::{RegionAst, TokIdx, ValueUse};
use super::state::PState;
use crate::ir::{Attr, Ident, Type};
use crate::ods::opdef::OpDef;
use crate::ods::OpInfo;

/// What has been read of one op so far, slot by slot.
pub struct OpParse<'d> {
    pub def: &'d OpDef,
    /// The registry entry `def` came from (its dialect's directives).
    pub info: &'static OpInfo,
    pub operands: Vec<Vec<ValueUse>>,
    pub operand_types: Vec<Option<Vec<Type>>>,
    pub result_types: Vec<Option<Vec<Type>>>,
    pub props: Vec<(Ident, Attr)>,
    pub attrs: Vec<(Ident, Attr)>,
    pub regions: Vec<Option<RegionAst>>,
    /// The regions of the variadic region slot, if the op has one.
    pub variadic_regions: Vec<RegionAst>,
    pub successors: Vec<Vec<TokIdx>>,
    /// Operand segment sizes of a variadic-of-variadic operand
    /// (`llvm.switch` case operands), stored as a property by name.
    pub extra_segments: Option<(&'static str, Vec<i32>)>,
}

impl OpParse<'static> {
    pub fn new(info: &'static OpInfo) -> Self {
        let def = info.def;
        OpParse {
            def,
            info,
            operands: vec![Vec::new(); def.operands.len()],
            operand_types: vec![None; def.operands.len()],
            result_types: vec![None; def.results.len()],
            props: Vec::new(),
            attrs: Vec::new(),
            regions: (0..def.regions.len()).map(|_| None).collect(),
            variadic_regions: Vec::new(),
            successors: vec![Vec::new(); def.successors.len()],
            extra_segments: None,
        }
    }
}

impl OpParse<'_> {
    pub fn set_prop(&mut self, st: &mut PState, name: &str, value: Attr) {
        let id = st.ctx.ident(name);
        self.props.push((id, value));
    }

    pub fn has_prop(&self, st: &PState, name: &str) -> bool {
        self.props.iter().any(|p| st.ctx.str(p.0) == name)
    }
}
