//! The DLTI dialect: data layout specs and the queries they answer
//! ([`layout`]), and the `test-data-layout-query` pass ([`dl_query`]).

pub mod dl_query;
pub mod layout;

pub use layout::*;

/// The DLTI dialect as the registry sees it: attributes only, no ops; its
/// test pass.
pub static DIALECT: crate::ods::Dialect = crate::ods::Dialect {
    name: "dlti",
    attrs: crate::ods::dialect::AttrModel::Modeled,
    rewrite: crate::passes::api::DialectRewrite { passes: &[dl_query::INFO], ..crate::passes::api::DialectRewrite::EMPTY },
    ..crate::ods::Dialect::EMPTY
};
