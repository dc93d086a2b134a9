//! The index dialect: arithmetic, comparisons and casts on `index` values.

pub mod ops;

use crate::ods::dialect::{AttrModel, Dialect};

/// The index dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "index",
    attrs: AttrModel::Modeled,
    bare_op_names: false,
    tables: &[ops::OPS],
    ..Dialect::EMPTY
};
