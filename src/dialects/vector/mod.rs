//! The vector dialect, in part: the ops the conversion and translation tests
//! use (masks, element access, splats and broadcasts, `vector.fma`).

pub mod ops;

use crate::ods::dialect::{AttrModel, Dialect};
use crate::ods::opdef::TypeRule;

/// The vector dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "vector",
    attrs: AttrModel::Modeled,
    bare_op_names: false,
    tables: &[ops::OPS],
    type_rules: &[
        ("vector.extractelement", &[TypeRule::ElementOf { from: "vector", to: "result" }]),
        ("vector.insertelement", &[TypeRule::Same(&["dest", "result"]), TypeRule::ElementOf { from: "result", to: "source" }]),
        ("vector.splat", &[TypeRule::ElementOf { from: "aggregate", to: "input" }]),
    ],
    ..Dialect::EMPTY
};
