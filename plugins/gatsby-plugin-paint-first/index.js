// A Gatsby plugin needs an index file; this one only has a build hook (gatsby-node.ts).
