//! The handles of interned values: small copyable indices into a
//! [`super::Context`]'s tables, compared by index.

handle!(
    /// An interned type.
    Type
);
handle!(
    /// An interned attribute (locations are attributes too).
    Attr
);
handle!(
    /// An interned string: op names, attribute names, symbol names.
    Ident
);
