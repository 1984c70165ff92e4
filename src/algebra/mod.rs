//! The layout algebra: one file per family; each has its trait, its alias and its rule.

pub mod coalesce;
pub mod complements;
pub mod compose;
pub mod divide;
pub mod inverse;
pub mod product;
pub mod slice;
