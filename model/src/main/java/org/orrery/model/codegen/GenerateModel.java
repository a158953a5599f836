package org.orrery.model.codegen;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Comparator;
import java.util.stream.Stream;

import org.eclipse.emf.codegen.ecore.generator.Generator;
import org.eclipse.emf.codegen.ecore.generator.GeneratorAdapterFactory;
import org.eclipse.emf.codegen.ecore.genmodel.GenModel;
import org.eclipse.emf.codegen.ecore.genmodel.GenModelPackage;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenBaseGeneratorAdapter;
import org.eclipse.emf.codegen.ecore.genmodel.generator.GenModelGeneratorAdapterFactory;
import org.eclipse.emf.common.util.BasicMonitor;
import org.eclipse.emf.common.util.Diagnostic;
import org.eclipse.emf.common.util.URI;
import org.eclipse.emf.ecore.EcorePackage;
import org.eclipse.emf.ecore.plugin.EcorePlugin;
import org.eclipse.emf.ecore.resource.Resource;
import org.eclipse.emf.ecore.resource.ResourceSet;
import org.eclipse.emf.ecore.resource.impl.ResourceSetImpl;
import org.eclipse.emf.ecore.xmi.impl.EcoreResourceFactoryImpl;
import org.eclipse.emf.ecore.xmi.impl.XMIResourceFactoryImpl;

/**
 * Runs EMF's model generator outside Eclipse: reads a .genmodel and writes the model code into the {@code src-gen}
 * folder of the given bundle directory, replacing what was there.
 *
 * <p>Usage: {@code GenerateModel <genmodel> <bundle-dir>}. The genmodel's model directory names the bundle as
 * {@code /<bundle-id>/src-gen}; that platform path is mapped onto {@code bundle-dir}.
 */
public final class GenerateModel {

    private GenerateModel() {
    }

    public static void main(String[] args) throws IOException {
        if (args.length != 2) {
            System.err.println("usage: GenerateModel <file.genmodel> <bundle-dir>");
            System.exit(2);
        }
        Diagnostic result = generate(Path.of(args[0]), Path.of(args[1]));
        if (result.getSeverity() >= Diagnostic.ERROR) {
            System.err.println("model generation failed: " + result);
            System.exit(1);
        }
        System.out.println("generated model code into " + Path.of(args[1]).resolve("src-gen"));
    }

    /**
     * Generates the model code of {@code genModelFile} into {@code bundleDir/src-gen}, deleting the previous contents
     * of that folder first so that removed classes do not linger.
     */
    public static Diagnostic generate(Path genModelFile, Path bundleDir) throws IOException {
        Path absoluteBundleDir = bundleDir.toAbsolutePath().normalize();
        deleteTree(absoluteBundleDir.resolve("src-gen"));
        Files.createDirectories(absoluteBundleDir);

        ResourceSet resourceSet = new ResourceSetImpl();
        resourceSet.getResourceFactoryRegistry()
                .getExtensionToFactoryMap()
                .put("ecore", new EcoreResourceFactoryImpl());
        resourceSet.getResourceFactoryRegistry()
                .getExtensionToFactoryMap()
                .put("genmodel", new XMIResourceFactoryImpl());
        resourceSet.getPackageRegistry().put(EcorePackage.eNS_URI, EcorePackage.eINSTANCE);
        resourceSet.getPackageRegistry().put(GenModelPackage.eNS_URI, GenModelPackage.eINSTANCE);

        Resource resource = resourceSet.getResource(URI.createFileURI(genModelFile.toAbsolutePath().toString()), true);
        GenModel genModel = (GenModel) resource.getContents().get(0);
        String bundleId = genModel.getModelPluginID();
        EcorePlugin.getPlatformResourceMap().put(bundleId, URI.createFileURI(absoluteBundleDir + "/"));

        genModel.reconcile();
        genModel.setCanGenerate(true);
        genModel.setUpdateClasspath(false);

        GeneratorAdapterFactory.Descriptor.Registry registry = GeneratorAdapterFactory.Descriptor.Registry.INSTANCE;
        if (!registry.getDescriptors(GenModelPackage.eNS_URI).contains(GenModelGeneratorAdapterFactory.DESCRIPTOR)) {
            registry.addDescriptor(GenModelPackage.eNS_URI, GenModelGeneratorAdapterFactory.DESCRIPTOR);
        }
        Generator generator = new Generator();
        generator.setInput(genModel);
        return generator.generate(genModel, GenBaseGeneratorAdapter.MODEL_PROJECT_TYPE, new BasicMonitor());
    }

    static void deleteTree(Path root) throws IOException {
        if (!Files.exists(root)) {
            return;
        }
        try (Stream<Path> paths = Files.walk(root)) {
            for (Path path : paths.sorted(Comparator.reverseOrder()).toList()) {
                Files.delete(path);
            }
        }
    }
}
