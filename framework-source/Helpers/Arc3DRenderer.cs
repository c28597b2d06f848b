using Godot;

namespace DiceRolling.Helpers;

/// <summary>
/// Nó 3D que gera um caminho Bézier quadrático pelos pontos <see cref="PointA"/>, <see cref="PointB"/> (controle) e
/// <see cref="PointC"/> e distribui cubos ao longo dele.
/// </summary>
/// <remarks>
/// Serve para visualizar trajetórias no espaço 3D da batalha (por exemplo, o arco de um projétil entre atacante e
/// alvo). O caminho é gerado em <see cref="_Ready"/> e pode ser regenerado por <see cref="GeneratePath"/> ou pelo
/// botão de inspetor "Generate". No editor, o gizmo <see cref="DiceRolling.Editor.Arc3DGizmoPlugin"/> desenha os
/// três pontos de controle.
/// </remarks>
/// <example>
/// <code>
/// var arc = new Arc3DRenderer
/// {
///     PointA = atacante.GlobalPosition,
///     PointB = (atacante.GlobalPosition + alvo.GlobalPosition) / 2 + Vector3.Up * 3,
///     PointC = alvo.GlobalPosition,
/// };
/// AddChild(arc);
/// arc.GeneratePath();
/// </code>
/// </example>
[Tool]
public partial class Arc3DRenderer : Node3D
{
    /// <summary>Ponto inicial do arco. Valor inicial: <c>(0, 0, 0)</c>.</summary>
    [Export]
    public Vector3 PointA { get; set; } = new Vector3(0, 0, 0);

    /// <summary>Ponto de controle que define a curvatura do arco. Valor inicial: <c>(5, 5, 0)</c>.</summary>
    [Export]
    public Vector3 PointB { get; set; } = new Vector3(5, 5, 0);

    /// <summary>Ponto final do arco. Valor inicial: <c>(10, 0, 0)</c>.</summary>
    [Export]
    public Vector3 PointC { get; set; } = new Vector3(10, 0, 0);

    /// <summary>Tamanho de cada cubo distribuído ao longo do caminho. Valor inicial: <c>(0.5, 0.5, 0.5)</c>.</summary>
    [Export]
    public Vector3 CubeSize { get; set; } = new Vector3(0.5f, 0.5f, 0.5f);

    /// <summary>Distância entre cubos consecutivos ao longo do caminho. Valor inicial: <c>1.0</c>.</summary>
    [Export]
    public float Spacing { get; set; } = 1.0f;

    /// <summary>Chamado pelo Godot ao entrar na árvore; gera o caminho inicial.</summary>
    public override void _Ready() => throw null;

    /// <summary>Remove os cubos atuais e gera novamente o caminho Bézier com os pontos e o espaçamento atuais.</summary>
    public void GeneratePath() => throw null;
}
