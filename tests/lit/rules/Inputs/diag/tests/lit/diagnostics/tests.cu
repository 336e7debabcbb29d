// RUN: %metalify translate %s 2>&1 | FileCheck %s -DID=[MTL9007]
// CHECK: {{.*}}.cu:[[@LINE+1]]:3: error: tested with its location [MTL9001]
// CHECK: warning: checked without a location [MTL9002]
// CHECK: tests.cu:12:1: error: pending, yet tested [MTL9005]
// CHECK: tests.cu:13:1: error: tested through
// CHECK-SAME: a -SAME line [MTL9006]
