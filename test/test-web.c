#include "test.h"
#include <bridgemove/bridgemove.h>
int main(void) { CHECK(1); return test_report(); }
