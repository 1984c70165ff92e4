//! The closed form of bank conflicts for layouts that are linear over GF(2) (to be written).
