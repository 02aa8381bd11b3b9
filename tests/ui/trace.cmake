# rac_add_test(...) for this area
