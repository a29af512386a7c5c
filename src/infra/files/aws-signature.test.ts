import { createHash } from "node:crypto";
import { AwsV4Signer } from "aws4fetch";
import { describe, expect, it } from "vitest";

// The worked examples of Amazon's "Signature Version 4" documentation for S3, checked against the
// signer the S3 store uses (aws4fetch), so a change of the library that breaks SigV4 fails here.
const credentials = {
  accessKeyId: "AKIAIOSFODNN7EXAMPLE",
  secretAccessKey: "wJalrXUtnFEMI/K7MDENG/bPxRfiCYEXAMPLEKEY",
  region: "us-east-1",
  service: "s3",
  datetime: "20130524T000000Z",
};
const sha256Hex = (s: string) => createHash("sha256").update(s).digest("hex");

describe("SigV4 as the S3 store signs", () => {
  it("signs GET Object with a Range header as Amazon's example does", async () => {
    const signer = new AwsV4Signer({
      ...credentials,
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt",
      headers: { Range: "bytes=0-9", "x-amz-content-sha256": sha256Hex("") },
      allHeaders: true,
    });
    expect(await signer.authHeader()).toBe(
      "AWS4-HMAC-SHA256 Credential=AKIAIOSFODNN7EXAMPLE/20130524/us-east-1/s3/aws4_request, SignedHeaders=host;range;x-amz-content-sha256;x-amz-date, Signature=f0e8bdb87c964420e857bd35b5d6ed310bd44f0170aba48dd91039c6036bdb41",
    );
  });

  it("signs PUT Object with a key that needs encoding as Amazon's example does", async () => {
    const signer = new AwsV4Signer({
      ...credentials,
      method: "PUT",
      url: "https://examplebucket.s3.amazonaws.com/test%24file.text",
      headers: {
        Date: "Fri, 24 May 2013 00:00:00 GMT",
        "x-amz-storage-class": "REDUCED_REDUNDANCY",
        "x-amz-content-sha256": sha256Hex("Welcome to Amazon S3."),
      },
    });
    expect(await signer.authHeader()).toContain(
      "SignedHeaders=date;host;x-amz-content-sha256;x-amz-date;x-amz-storage-class, Signature=98ad721746da40c64f1a55b78f14c238d841ea1380cd77a1b5971af0ece108bd",
    );
  });

  it("presigns GET Object for a day as Amazon's query-string example does", async () => {
    const signer = new AwsV4Signer({
      ...credentials,
      method: "GET",
      url: "https://examplebucket.s3.amazonaws.com/test.txt?X-Amz-Expires=86400",
      signQuery: true,
    });
    const { url } = await signer.sign();
    expect(url.searchParams.get("X-Amz-SignedHeaders")).toBe("host");
    expect(url.searchParams.get("X-Amz-Signature")).toBe(
      "aeeed9bbccd4d02ee5c0109b86d86835f995330da4c265957d157751f604d404",
    );
  });
});
