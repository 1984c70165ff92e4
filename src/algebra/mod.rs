//! The layout algebra: one file per family; each has its trait, its alias and its rule.

pub mod coalesce;
pub mod complement;
pub mod composition;
pub mod divide;
pub mod inverse;
pub mod product;
pub mod slice;
