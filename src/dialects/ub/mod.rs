//! The ub dialect: undefined behaviour as values (`ub.poison`); its
//! attribute `#ub.poison` is modelled (a dialect attribute without body).

pub mod ops;

use crate::ods::dialect::{AttrModel, Dialect};

/// The ub dialect as the registry sees it.
pub static DIALECT: Dialect = Dialect {
    name: "ub",
    attrs: AttrModel::Modeled,
    bare_op_names: false,
    tables: &[ops::OPS],
    defaults: &[("ub.poison", "value", "#ub.poison")],
    ..Dialect::EMPTY
};
